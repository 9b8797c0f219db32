/** The shape every legal document shares; one LegalPage component renders them all. */
export interface LegalSection {
  heading: string
  paragraphs: string[]
  /** Shown after the paragraphs as a bulleted list. */
  list?: string[]
}

export interface LegalDocument {
  title: string
  /** The page's meta description. */
  description: string
  intro: string
  /** The policy's essentials, shown in a box above the full text. */
  keyPoints: string[]
  sections: LegalSection[]
}
