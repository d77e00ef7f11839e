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

/**
 * Another language's sections: the English sections' ids (anchors) and flags with the words of the
 * translation, section by section. A translation with a section too many or too few is refused.
 */
export function withSectionTexts<Section extends DocumentSectionContent>(
  english: Section[],
  texts: Omit<Section, 'id' | 'contactDetails'>[],
): Section[] {
  if (texts.length !== english.length) {
    throw new Error(`${english.length} sections in English, ${texts.length} in the translation`);
  }
  return english.map((section, i) => ({ ...section, ...texts[i] }));
}
