import type { ContentSection } from '../../schema/content.js';
import { englishLongContent } from '../long-content/english.js';
import { orderedPages } from '../long-content/load.js';
import { scene } from './images.js';

/** /our-story/{id}: the story of Harbour, in order (texts: content/en/story.json). */
export const STORY_ROWS = Object.entries(englishLongContent().story).map(([id, s]) => ({
  storyId: Number(id),
  title: s.title,
  description: s.description,
  image: scene(Number(id)),
}));

interface PageSeed {
  slug: string;
  title: string;
  intro: string;
  sections: ContentSection[];
}

/** The English pages (content/en/pages/*.md, legal pages aside), with their sections' links. */
export const PAGE_ROWS: PageSeed[] = orderedPages('en', false).map((p) => ({
  slug: p.slug,
  title: p.title,
  intro: p.intro,
  sections: p.sections,
}));
