/** The words of the home area's labels and short texts (filled in as its inline copy moves here). */
export const home = {};
