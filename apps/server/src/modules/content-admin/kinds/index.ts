import type { ContentKind } from './kind.js';
import { notificationKind } from './notification.js';
import { billboardItemKind, storyPageKind, teamMemberKind, tipKind } from './site-content.js';
import { sponsorKind } from './sponsor.js';
import { wellBeingArticleKind } from './well-being-article.js';

export type { ContentKind, ContentKindField, ContentKindItem } from './kind.js';

/** Every kind the admin editor serves besides the pages, in the order the kind switcher shows them. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  sponsorKind,
  notificationKind,
  wellBeingArticleKind,
  tipKind,
  teamMemberKind,
  storyPageKind,
  billboardItemKind,
];

export const contentKind = (kind: string): ContentKind | undefined =>
  CONTENT_KINDS.find((k) => k.kind === kind);
