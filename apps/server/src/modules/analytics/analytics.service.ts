import { isLanguageTag, type LanguageTag } from '@harbour/i18n';
import type { AnalyticsData } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { cleanScreenPath } from '../../lib/redact.js';
import * as repo from './analytics.repository.js';

/** Keeps the route only: no query string, no fragment, no token in the path. */
export async function recordScreenView(
  db: Db,
  input: { path: string; language?: string | undefined; userId: number | null; requestLang: LanguageTag },
): Promise<void> {
  await repo.insertScreenView(db, {
    path: cleanScreenPath(input.path).slice(0, 300),
    language: isLanguageTag(input.language) ? input.language : input.requestLang,
    userId: input.userId,
  });
}

export async function summary(db: Db, days: number, now = new Date()): Promise<AnalyticsData> {
  const since = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const paths = (await repo.viewsPerPath(db, since)).map((r) => ({ path: r.path, views: Number(r.views) }));
  return { since: since.toISOString(), total: paths.reduce((n, p) => n + p.views, 0), paths };
}
