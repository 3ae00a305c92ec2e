import type { z } from 'zod';
import {
  NUPOST_NOTICES_PAGE_SIZE,
  NUPOST_SCHEDULE_MAX_DAYS,
  type NupostLimits,
  type NupostNotice,
  type NupostNoticeDetail,
  type NupostNoticeFigures,
  type NupostNoticesData,
  type NupostPreview,
  type NupostTranslationState,
  type nupostNoticeDraftSchema,
  type nupostNoticeTextBodySchema,
} from '@harbour/shared';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { upsertTranslations } from '../../db/text-translations.js';
import { enqueue as enqueueTranslation } from '../translations/index.js';
import type { Storage } from '../../providers/storage/index.js';
import { noticeFigures } from './notice-figures.js';
import { releasePicture, requireOwnPicture } from './pictures.service.js';
import { allTexts, textIn } from './notice-texts.js';
import { periodOf } from './notice-period.js';
import * as repo from './notices.repository.js';
import type { AccountWithPlan, NoticeRow } from './notices.repository.js';
import { withTransaction } from './nupost.repository.js';

type DraftInput = z.output<typeof nupostNoticeDraftSchema>;

/** What the notice calls need beside the database: the uploads, and whether a translation provider is configured. */
export interface NoticeDeps {
  db: Db;
  storage: Storage;
  machineTranslation: boolean;
}
type TextInput = z.output<typeof nupostNoticeTextBodySchema>;

/** Drafts (and cancelled notices) one business keeps at once: far above use, a cap on what one account stores. */
export const NUPOST_DRAFTS_MAX = 100;
const DAY_MS = 24 * 3600 * 1000;
/** A "now" sent a little late by a slow client is still now, not the past. */
const SEND_AT_SLACK_MS = 60_000;

const EDITABLE = new Set<NoticeRow['status']>(['draft', 'scheduled', 'cancelled']);
const conflict = (key: string) => new AppError(409, key);

/** The caller's business account with its plan; 403 `nupost.notices.no_business_account` without one. */
export async function requireAccount(db: Db, userId: number): Promise<AccountWithPlan> {
  const account = await repo.findAccountWithPlan(db, userId);
  if (!account) throw forbidden('nupost.notices.no_business_account');
  return account;
}

/** The caller's notice (404 for anyone else's, after the account check). */
async function ownNotice(db: Db, userId: number, id: number, lock = false): Promise<NoticeRow> {
  await requireAccount(db, userId);
  const notice = await repo.findOwnNotice(db, userId, id, lock);
  if (!notice) throw notFound();
  return notice;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function noticeView(n: NoticeRow, figures: NupostNoticeFigures | undefined): NupostNotice {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    link: n.link,
    picture: n.picture,
    lang: n.originalLang,
    audience: { kind: n.audience, province_id: n.provinceId, city_id: n.cityId },
    status: n.status,
    scheduled_at: iso(n.scheduledAt),
    sent_at: iso(n.sentAt),
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
    figures: figures ?? {
      recipients: 0,
      push_sent: 0,
      push_delivered: 0,
      push_failed: 0,
      emails_sent: 0,
      read_in_app: 0,
      unsubscribed_since: 0,
    },
  };
}

/** Where the machine translation stands (see NUPOST_TRANSLATION_STATES), given the texts that exist. */
async function translationState(
  deps: NoticeDeps,
  id: number,
  texts: number,
): Promise<NupostTranslationState> {
  if (texts >= LANGUAGE_TAGS.length) return 'complete';
  if (!deps.machineTranslation) return 'unavailable';
  const attempts = await repo.queuedTranslationAttempts(deps.db, id);
  if (attempts === null) return 'incomplete';
  return attempts > 0 ? 'retrying' : 'in_progress';
}

async function detail(deps: NoticeDeps, n: NoticeRow): Promise<NupostNoticeDetail> {
  const [figures, stored] = await Promise.all([noticeFigures(deps.db, [n]), repo.noticeTexts(deps.db, n.id)]);
  const texts = allTexts(n, stored);
  const translation_state = await translationState(deps, n.id, texts.length);
  return { ...noticeView(n, figures.get(n.id)), texts, translation_state };
}

const values = (input: DraftInput): repo.NoticeValues => ({
  title: input.title,
  body: input.body,
  link: input.link,
  picture: input.picture,
  originalLang: input.lang,
  audience: input.audience.kind,
  provinceId: input.audience.province_id,
  cityId: input.audience.city_id,
});

/** 400 when the audience names a province or city that does not exist. */
async function requirePlace(db: Db, input: DraftInput): Promise<void> {
  const { province_id: provinceId, city_id: cityId } = input.audience;
  if (await repo.placeExists(db, { provinceId, cityId })) return;
  throw badRequest(cityId !== null ? 'nupost.notices.city_required' : 'nupost.notices.province_required');
}

/** A new draft, queued for machine translation into the other languages in the same transaction. */
export async function createNotice(
  deps: NoticeDeps,
  userId: number,
  input: DraftInput,
): Promise<NupostNoticeDetail> {
  const { db, storage } = deps;
  await requireAccount(db, userId);
  await requirePlace(db, input);
  await requireOwnPicture(storage, userId, input.picture);
  const notice = await withTransaction(db, async (tx) => {
    await repo.lockAccount(tx, userId);
    if ((await repo.countDrafts(tx, userId)) >= NUPOST_DRAFTS_MAX)
      throw forbidden('nupost.notices.too_many_drafts');
    const row = await repo.insertNotice(tx, userId, values(input));
    await enqueueTranslation(tx, 'nupost_notice', row.id);
    return row;
  });
  return detail(deps, notice);
}

export async function getNotice(deps: NoticeDeps, userId: number, id: number): Promise<NupostNoticeDetail> {
  return detail(deps, await ownNotice(deps.db, userId, id));
}

/**
 * Edits a notice that is not sending or sent. A new title, text or language is translated again (a new
 * language drops the machine texts made from the old one); the business's own texts of other languages stay.
 */
export async function updateNotice(
  deps: NoticeDeps,
  userId: number,
  id: number,
  input: DraftInput,
): Promise<NupostNoticeDetail> {
  const { db, storage } = deps;
  await requirePlace(db, input);
  const updated = await withTransaction(db, async (tx) => {
    const notice = await ownNotice(tx, userId, id, true);
    if (!EDITABLE.has(notice.status)) throw conflict('nupost.notices.not_editable');
    await requireOwnPicture(storage, userId, input.picture, notice.picture);
    const next = values(input);
    if (next.originalLang !== notice.originalLang) {
      await repo.deleteTexts(tx, id, 'machine');
      await repo.deleteTexts(tx, id, { writtenIn: next.originalLang });
    }
    const row = await repo.updateNotice(tx, id, next);
    const textsChanged =
      next.title !== notice.title || next.body !== notice.body || next.originalLang !== notice.originalLang;
    if (textsChanged) await enqueueTranslation(tx, 'nupost_notice', id);
    return { row, before: notice.picture };
  });
  if (updated.before !== updated.row.picture) await releasePicture(deps, userId, updated.before);
  return detail(deps, updated.row);
}

/** Deletes a draft or a cancelled notice (one that never went out). */
export async function deleteNotice(deps: NoticeDeps, userId: number, id: number): Promise<void> {
  const deleted = await withTransaction(deps.db, async (tx) => {
    const notice = await ownNotice(tx, userId, id, true);
    if (notice.status !== 'draft' && notice.status !== 'cancelled')
      throw conflict('nupost.notices.not_deletable');
    await repo.deleteNotice(tx, id);
    return notice;
  });
  await releasePicture(deps, userId, deleted.picture);
}

/** The history, newest first, with each notice's figures, and the plan's limits and what is used. */
export async function listNotices(
  deps: NoticeDeps,
  userId: number,
  pageNumber: number,
  now = new Date(),
): Promise<NupostNoticesData> {
  const { db } = deps;
  const account = await requireAccount(db, userId);
  const size = NUPOST_NOTICES_PAGE_SIZE;
  const { rows, count } = await repo.listNotices(db, userId, size, (pageNumber - 1) * size);
  const [figures, limits] = await Promise.all([noticeFigures(db, rows), limitsOf(db, account, now)]);
  return {
    notices: rows.map((n) => noticeView(n, figures.get(n.id))),
    count,
    pageNumber,
    hasMore: pageNumber * size < count,
    limits,
    machine_translation: deps.machineTranslation,
  };
}

async function limitsOf(db: Db, account: AccountWithPlan, at: Date): Promise<NupostLimits> {
  const period = periodOf(account.planScheme, at);
  const [members, notices] = await Promise.all([
    repo.countActiveFollowers(db, account.userId),
    repo.countNoticesInPeriod(db, account.userId, period.start, period.end),
  ]);
  return {
    business_name: account.businessName,
    plan_name: account.planName,
    plan_scheme: account.planScheme,
    member_limit: account.memberLimit,
    members,
    notice_limit: account.noticeLimit,
    notices_this_period: notices,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
  };
}

/** The notice as a member reading `lang` sees it (the original, marked pending, until it is translated). */
export async function previewNotice(
  db: Db,
  userId: number,
  id: number,
  lang: string | undefined,
): Promise<NupostPreview> {
  const account = await requireAccount(db, userId);
  const notice = await ownNotice(db, userId, id);
  const asked = lang ?? notice.originalLang;
  const text = textIn(notice, await repo.noticeTexts(db, id, asked), asked);
  const shown = text ?? {
    lang: notice.originalLang,
    title: notice.title,
    body: notice.body,
    origin: 'original' as const,
  };
  return {
    business_name: account.businessName,
    lang: shown.lang,
    title: shown.title,
    body: shown.body,
    link: notice.link,
    picture: notice.picture,
    origin: shown.origin,
    pending: text === null,
  };
}

/** The business's own text of a language other than the notice's (labelled written from then on). */
export async function writeText(
  deps: NoticeDeps,
  userId: number,
  id: number,
  lang: string,
  input: TextInput,
): Promise<NupostNoticeDetail> {
  const notice = await withTransaction(deps.db, async (tx) => {
    const row = await ownNotice(tx, userId, id, true);
    if (lang === row.originalLang) throw badRequest('nupost.notices.text_is_original');
    if (!EDITABLE.has(row.status)) throw conflict('nupost.notices.not_editable');
    await upsertTranslations(
      tx,
      (['title', 'body'] as const).map((field) => ({
        entity: repo.NOTICE_ENTITY,
        entityId: id,
        field,
        lang,
        text: input[field],
        origin: 'owner' as const,
        original: row[field],
      })),
    );
    return repo.updateNotice(tx, id, {});
  });
  return detail(deps, notice);
}

/** Gives a language back to the machine translation (queued again; the cache answers at once). */
export async function removeText(
  deps: NoticeDeps,
  userId: number,
  id: number,
  lang: string,
): Promise<NupostNoticeDetail> {
  const notice = await withTransaction(deps.db, async (tx) => {
    const row = await ownNotice(tx, userId, id, true);
    if (lang === row.originalLang) throw badRequest('nupost.notices.text_is_original');
    if (!EDITABLE.has(row.status)) throw conflict('nupost.notices.not_editable');
    await repo.deleteTexts(tx, id, { writtenIn: lang });
    await enqueueTranslation(tx, 'nupost_notice', id);
    return repo.updateNotice(tx, id, {});
  });
  return detail(deps, notice);
}

function sendTime(sendAt: string | null | undefined, now: Date): Date {
  if (!sendAt) return now;
  const at = new Date(sendAt);
  if (at.getTime() < now.getTime() - SEND_AT_SLACK_MS) throw badRequest('nupost.notices.send_at_past');
  if (at.getTime() > now.getTime() + NUPOST_SCHEDULE_MAX_DAYS * DAY_MS)
    throw badRequest('nupost.notices.send_at_too_far');
  return at < now ? now : at;
}

/**
 * Send now (no `sendAt`) or at a time: the notice becomes scheduled at that time and the delivery job takes
 * it. Refused before anything goes out beyond the plan: more members than it allows, or its notices of the
 * period (the one the send time falls in) used up. The account row is locked so two sends cannot both
 * take the last notice of a period.
 */
export async function sendNotice(
  deps: NoticeDeps,
  userId: number,
  id: number,
  sendAt: string | null | undefined,
  now = new Date(),
): Promise<NupostNoticeDetail> {
  const at = sendTime(sendAt, now);
  const notice = await withTransaction(deps.db, async (tx) => {
    const account = await requireAccount(tx, userId);
    await repo.lockAccount(tx, userId);
    const row = await ownNotice(tx, userId, id, true);
    if (!EDITABLE.has(row.status)) throw conflict('nupost.notices.already_sent');
    if (account.memberLimit !== null && (await repo.countActiveFollowers(tx, userId)) > account.memberLimit)
      throw forbidden('nupost.notices.member_limit_reached');
    if (account.noticeLimit !== null) {
      const period = periodOf(account.planScheme, at);
      const used = await repo.countNoticesInPeriod(tx, userId, period.start, period.end, id);
      if (used >= account.noticeLimit) throw forbidden('nupost.notices.notice_limit_reached');
    }
    return repo.updateNotice(tx, id, { status: 'scheduled', scheduledAt: at });
  });
  return detail(deps, notice);
}

/** A scheduled notice that has not started going out becomes cancelled. */
export async function cancelNotice(
  deps: NoticeDeps,
  userId: number,
  id: number,
): Promise<NupostNoticeDetail> {
  const notice = await withTransaction(deps.db, async (tx) => {
    const row = await ownNotice(tx, userId, id, true);
    if (row.status !== 'scheduled') throw conflict('nupost.notices.not_cancellable');
    return repo.updateNotice(tx, id, { status: 'cancelled' });
  });
  return detail(deps, notice);
}
