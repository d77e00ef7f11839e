/** The words of the contact area's labels and short texts (filled in as its inline copy moves here). */
export const contact = {};
