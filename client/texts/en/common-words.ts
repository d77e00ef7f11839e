/** The words of the common area's labels and short texts (filled in as its inline copy moves here). */
export const common = {};
