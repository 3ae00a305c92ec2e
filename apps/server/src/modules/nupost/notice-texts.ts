import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { NupostNoticeText, NupostTextOrigin } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { sourceHash } from '../../db/text-translations.js';
import * as repo from './notices.repository.js';
import type { NoticeRow, StoredText } from './notices.repository.js';

type NoticeSource = Pick<NoticeRow, 'id' | 'title' | 'body' | 'originalLang'>;

/** A notice's title and body in one language, and where they come from. */
export interface NoticeText {
  lang: string;
  title: string;
  body: string;
  origin: NupostTextOrigin;
}

/**
 * The title and body in `lang` from the stored texts: the original in its own language; else the business's
 * text (written) or a machine text made from the current original; null while neither field has one.
 * A field with no current text of its own shows the original's (a written title with a machine body is
 * labelled written).
 */
export function textIn(notice: NoticeSource, stored: readonly StoredText[], lang: string): NoticeText | null {
  if (lang === notice.originalLang)
    return { lang, title: notice.title, body: notice.body, origin: 'original' };
  const field = (name: 'title' | 'body') => {
    const original = notice[name];
    const row = stored.find((t) => t.lang === lang && t.field === name);
    if (!row) return null;
    if (row.origin === 'owner') return { text: row.text, written: true };
    return row.sourceHash === sourceHash(original) ? { text: row.text, written: false } : null;
  };
  const title = field('title');
  const body = field('body');
  if (!title && !body) return null;
  // a translation made from an older title or body is not shown half-done: both fields, or the original
  if (!(title?.written || body?.written) && (!title || !body)) return null;
  return {
    lang,
    title: title?.text ?? notice.title,
    body: body?.text ?? notice.body,
    origin: title?.written || body?.written ? 'written' : 'machine',
  };
}

/** Every language's text that exists: the original first, then the other languages in catalogue order. */
export function allTexts(notice: NoticeSource, stored: readonly StoredText[]): NupostNoticeText[] {
  const out: NupostNoticeText[] = [textIn(notice, stored, notice.originalLang)!];
  for (const lang of LANGUAGE_TAGS) {
    if (lang === notice.originalLang) continue;
    const text = textIn(notice, stored, lang);
    if (text) out.push(text);
  }
  return out;
}

/**
 * For the delivery job: the notice's text in a member's language, or the original when that language has
 * none yet (`pending`).
 */
export async function noticeInLanguage(
  db: Db,
  notice: NoticeSource,
  lang: string,
): Promise<NoticeText & { pending: boolean }> {
  const stored = lang === notice.originalLang ? [] : await repo.noticeTexts(db, notice.id, lang);
  const text = textIn(notice, stored, lang);
  if (text) return { ...text, pending: false };
  return {
    lang: notice.originalLang,
    title: notice.title,
    body: notice.body,
    origin: 'original',
    pending: true,
  };
}
