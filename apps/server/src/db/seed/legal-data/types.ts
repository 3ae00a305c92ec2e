/** A legal page of one language; section text: paragraphs split by a blank line, "- " starts a list item. */
export interface LegalPage {
  slug: 'terms-and-conditions' | 'privacy-policy' | 'terms-of-service-nupost' | 'privacy-terms';
  language: string;
  title: string;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
}

export const s = (heading: string, text: string, link: string | null = null) => ({ heading, text, link });
