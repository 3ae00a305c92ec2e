import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCalendarData } from '@harbour/shared';
import { cities, events } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { upsertTranslations } from '../../db/text-translations.js';

let app: FastifyInstance;
let authorization: string;
let provinceId: number;
const id: Record<string, number> = {};

const base = {
  venue: 'Cornwall Town Hall',
  address: '39 Lowther Drive, Cornwall, PE',
  hostDetails: 'Cornwall Newcomers',
  eventDate: '2025-09-12',
  startTime: '18:00',
};

beforeAll(async () => {
  app = await buildTestApp();
  authorization = (await userAuth(app)).authorization;
  const [c] = await app.db
    .select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.name, 'Cornwall'));
  provinceId = c!.provinceId;
  const rows = await app.db
    .insert(events)
    .values([
      { ...base, provinceId, cityId: c!.id, title: 'Potluck supper', details: 'Bring a dish from home.' },
      { ...base, provinceId, cityId: c!.id, title: 'Board games', details: 'Games for all ages.' },
      { ...base, provinceId, cityId: c!.id, title: 'Tax clinic', details: 'Free help with your return.' },
    ])
    .returning({ id: events.id, title: events.title });
  for (const r of rows) id[r.title] = r.id;
  await upsertTranslations(app.db, [
    {
      entity: 'event',
      entityId: id['Potluck supper']!,
      field: 'title',
      lang: 'fr',
      text: 'Souper-partage',
      origin: 'machine',
      original: 'Potluck supper',
    },
    {
      entity: 'event',
      entityId: id['Potluck supper']!,
      field: 'details',
      lang: 'fr',
      text: 'Apportez un plat de chez vous.',
      origin: 'machine',
      original: 'Bring a dish from home.',
    },
    {
      entity: 'event',
      entityId: id['Potluck supper']!,
      field: 'hostDetails',
      lang: 'fr',
      text: 'Nouveaux arrivants de Cornwall',
      origin: 'site',
      original: 'Cornwall Newcomers',
    },
    // made from a title the organiser has since changed
    {
      entity: 'event',
      entityId: id['Tax clinic']!,
      field: 'title',
      lang: 'fr',
      text: 'Atelier impôts (ancien)',
      origin: 'machine',
      original: 'Tax workshop',
    },
  ]);
});
afterAll(() => app.close());

async function calendar(language: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/get-event-meeting-calendar?provinceId=${provinceId}&startDate=2025-09-01&endDate=2025-09-30`,
    headers: { authorization, language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<{ data: EventCalendarData }>().data.events;
  return (eventId: number) => list.find((e) => e.id === eventId)!;
}

describe('events in the reader’s language', () => {
  it('translates each event on its own and labels only the translated one', async () => {
    const event = await calendar('fr');
    expect(event(id['Potluck supper']!)).toMatchObject({
      title: 'Souper-partage',
      eventDetails: 'Apportez un plat de chez vous.',
      hostDetails: 'Nouveaux arrivants de Cornwall',
      venue: 'Cornwall Town Hall',
      original_lang: 'en',
      translation: {
        lang: 'fr',
        original_lang: 'en',
        machine: true,
        reviewed: false,
        original: {
          title: 'Potluck supper',
          eventDetails: 'Bring a dish from home.',
          hostDetails: 'Cornwall Newcomers',
        },
      },
    });
    const games = event(id['Board games']!);
    expect(games).toMatchObject({ title: 'Board games', original_lang: 'en' });
    expect(games.translation).toBeUndefined();
  });

  it('shows a stale translation’s original, and English readers the texts as written', async () => {
    const fr = await calendar('fr');
    expect(fr(id['Tax clinic']!).title).toBe('Tax clinic');
    expect(fr(id['Tax clinic']!).translation).toBeUndefined();
    const en = await calendar('en');
    expect(en(id['Potluck supper']!).title).toBe('Potluck supper');
    expect(en(id['Potluck supper']!).translation).toBeUndefined();
    // no translation in Arabic at all: the originals, never an error
    const ar = await calendar('ar');
    expect(ar(id['Potluck supper']!)).toMatchObject({ title: 'Potluck supper', original_lang: 'en' });
    expect(ar(id['Potluck supper']!).translation).toBeUndefined();
  });
});
