/** The words of the forms area's labels and short texts (filled in as its inline copy moves here). */
export const forms = {};
