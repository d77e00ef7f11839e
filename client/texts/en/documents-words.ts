/** The words of the documents area's labels and short texts (filled in as its inline copy moves here). */
export const documents = {};
