/** The words of the blog area's labels and short texts (filled in as its inline copy moves here). */
export const blog = {};
