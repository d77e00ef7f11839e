/** The words of the offers area's labels and short texts (filled in as its inline copy moves here). */
export const offers = {};
