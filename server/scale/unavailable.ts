/** The shared rate-limit counter could not be reached: the request is refused with 503, never let through uncounted. */
export class LimiterUnavailableError extends Error {}
