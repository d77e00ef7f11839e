/** A paragraph, or a bulleted list: the building blocks of the site's long documents. */
export type TextBlock = string | { list: string[] };

/** One numbered section of a long document (the legal texts, the accessibility statement). */
export type DocumentSectionContent = {
  /** Anchor for the list of sections. */
  id: string;
  heading: string;
  blocks: TextBlock[];
  /** Ends the section with the clinic's contact details (address, phone and e-mail as links). */
  contactDetails?: boolean;
};

/** A long document's heading, opening paragraphs and sections. */
export type DocumentContent<Section extends DocumentSectionContent = DocumentSectionContent> = {
  title: string;
  intro: string[];
  sections: Section[];
};
