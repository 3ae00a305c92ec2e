import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, eventCities, events } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

interface Ev {
  id: number;
  title: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string | null;
  city_id: number | null;
  city_ids?: number[];
  age_group: string;
  address_lat: number | null;
  timezone: string;
  price: number | null;
}

let app: FastifyInstance;
let auth: { authorization: string };
const city: Record<string, { id: number; provinceId: number }> = {};
const ids: Record<string, number> = {};

const base = {
  venue: 'Confederation Centre of the Arts',
  address: '145 Richmond Street, Charlottetown, PE',
  lat: 46.2346,
  lon: -63.1286,
  ageGroup: 'Children, Adults',
  details: 'Music, food; and friends',
  hostDetails: 'PEI Association for Newcomers',
};

/** The calendar filters on event_cities: an event written straight to the table gets its city there. */
async function linkCities(rows: { id: number; cityId: number | null }[]) {
  const links = rows.flatMap((r) => (r.cityId === null ? [] : [{ eventId: r.id, cityId: r.cityId }]));
  if (links.length) await app.db.insert(eventCities).values(links);
}

beforeAll(async () => {
  app = await buildTestApp();
  for (const c of await app.db.select().from(cities)) city[c.name] = { id: c.id, provinceId: c.provinceId };
  auth = { authorization: (await userAuth(app)).authorization };
  const ch = city.Charlottetown!;
  const rows = await app.db
    .insert(events)
    .values([
      {
        ...base,
        provinceId: ch.provinceId,
        cityId: ch.id,
        title: 'Welcome night',
        eventDate: '2025-07-04',
        startTime: '18:00',
        endTime: '20:00',
        price: 0,
      },
      {
        ...base,
        provinceId: ch.provinceId,
        cityId: ch.id,
        title: 'Morning market',
        price: 7.5,
        eventDate: '2025-07-04',
        startTime: '09:00',
      },
      {
        ...base,
        provinceId: ch.provinceId,
        cityId: null,
        title: 'Island welcome day',
        eventDate: '2025-07-20',
        startTime: '11:00',
      },
      {
        ...base,
        provinceId: ch.provinceId,
        cityId: city.Summerside!.id,
        title: 'Summerside book club',
        eventDate: '2025-07-10',
        startTime: '19:00',
      },
      {
        ...base,
        provinceId: ch.provinceId,
        cityId: ch.id,
        title: 'August potluck',
        eventDate: '2025-08-01',
        startTime: '17:30',
      },
      {
        ...base,
        provinceId: city["St. John's"]!.provinceId,
        cityId: city["St. John's"]!.id,
        title: 'The Rooms evening',
        eventDate: '2025-07-09',
        startTime: '18:00',
        lat: null,
        lon: null,
      },
    ])
    .returning({ id: events.id, title: events.title, cityId: events.cityId });
  await linkCities(rows);
  for (const r of rows) ids[r.title] = r.id;
});
afterAll(() => app.close());

const calendar = (q: string, headers: Record<string, string> = auth) =>
  app.inject({ method: 'GET', url: `/api/web/get-event-meeting-calendar?${q}`, headers });

describe('GET /api/web/get-event-meeting-calendar', () => {
  const pe = () => city.Charlottetown!.provinceId;

  it('needs sign-in', async () => {
    const res = await calendar(`provinceId=${pe()}&startDate=2025-07-01&endDate=2025-07-31`, {});
    expect(res.statusCode).toBe(401);
  });

  it("gives the city's and province-wide events of the range, by date and time", async () => {
    const res = await calendar(
      `provinceId=${pe()}&cityId=${city.Charlottetown!.id}&startDate=2025-07-01&endDate=2025-07-31`,
    );
    const data = res.json<{ meta: { success: boolean }; data: { events: Ev[] } }>();
    expect(data.meta.success).toBe(true);
    expect(data.data.events.map((e) => e.title)).toEqual([
      'Morning market',
      'Welcome night',
      'Island welcome day',
    ]);
    const welcome = data.data.events[1]!;
    expect(welcome).toMatchObject({
      eventDate: '2025-07-04',
      eventStartTime: '18:00',
      eventEndTime: '20:00',
      age_group: 'Children, Adults',
      address_lat: 46.2346,
      timezone: 'America/Halifax',
      price: 0,
    });
    // the admission the owner gave, for the public view; null when none was given
    expect(data.data.events.map((e) => e.price)).toEqual([7.5, 0, null]);
  });

  it('names the age groups in the reader’s language, keeping a name it does not know', async () => {
    const q = `provinceId=${pe()}&cityId=${city.Charlottetown!.id}&startDate=2025-07-01&endDate=2025-07-31`;
    const ages = async (language: string) =>
      (await calendar(q, { ...auth, language }))
        .json<{ data: { events: Ev[] } }>()
        .data.events.find((e) => e.title === 'Welcome night')!.age_group;
    expect(await ages('ar')).toBe('الأطفال، البالغون');
    expect(await ages('fr')).toBe('Enfants, Adultes');
  });

  it('includes the last day of the range and every city for the province-wide choice', async () => {
    const edge = await calendar(
      `provinceId=${pe()}&cityId=${city.Charlottetown!.id}&startDate=2025-08-01&endDate=2025-08-01`,
    );
    expect(edge.json<{ data: { events: Ev[] } }>().data.events.map((e) => e.title)).toEqual([
      'August potluck',
    ]);
    const all = await calendar(
      `provinceId=${pe()}&cityId=${city['All of PEI']!.id}&startDate=2025-07-01&endDate=2025-07-31`,
    );
    expect(all.json<{ data: { events: Ev[] } }>().data.events.map((e) => e.title)).toContain(
      'Summerside book club',
    );
    const nl = await calendar(
      `provinceId=${city["St. John's"]!.provinceId}&startDate=2025-07-01&endDate=2025-07-31`,
    );
    const rooms = nl.json<{ data: { events: Ev[] } }>().data.events;
    expect(rooms.map((e) => [e.title, e.timezone, e.address_lat])).toEqual([
      ['The Rooms evening', 'America/St_Johns', null],
    ]);
  });

  it('answers an empty list for a month without events', async () => {
    const res = await calendar(`provinceId=${pe()}&startDate=2024-01-01&endDate=2024-01-31`);
    expect(res.json()).toEqual({ meta: { success: true, message: '' }, data: { events: [] } });
  });

  it('refuses bad parameters with a message key', async () => {
    for (const [q, key] of [
      ['startDate=2025-07-01&endDate=2025-07-31', 'invalid_input'],
      [`provinceId=${pe()}&startDate=2025-02-30&endDate=2025-03-31`, 'invalid_date'],
      [`provinceId=${pe()}&startDate=july&endDate=2025-07-31`, 'invalid_date'],
      [`provinceId=${pe()}&startDate=2025-07-31&endDate=2025-07-01`, 'invalid_date_range'],
      [`provinceId=${pe()}&startDate=2025-01-01&endDate=2025-12-31`, 'invalid_date_range'],
      [
        `provinceId=${pe()}&cityId=${city.Halifax!.id}&startDate=2025-07-01&endDate=2025-07-31`,
        'city_not_found',
      ],
    ] as const) {
      const res = await calendar(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ meta: { message: string } }>().meta.message, q).toBe(key);
    }
  });
});

describe('listing status and multi-day events', () => {
  it('shows only active events, and a multi-day event on any day it covers, in the calendar and .ics', async () => {
    const ch = city.Charlottetown!;
    const [inactive, expired, fair] = await app.db
      .insert(events)
      .values([
        {
          ...base,
          provinceId: ch.provinceId,
          cityId: ch.id,
          title: 'Unpaid gala',
          eventDate: '2025-09-10',
          startTime: '18:00',
          status: 0,
        },
        {
          ...base,
          provinceId: ch.provinceId,
          cityId: ch.id,
          title: 'Expired gala',
          eventDate: '2025-09-10',
          startTime: '18:00',
          status: 2,
        },
        {
          ...base,
          provinceId: ch.provinceId,
          cityId: ch.id,
          title: 'Harvest fair',
          eventDate: '2025-09-08',
          eventEndDate: '2025-09-12',
          startTime: '10:00',
          endTime: '16:00',
        },
      ])
      .returning({ id: events.id, cityId: events.cityId });
    await linkCities([inactive!, expired!, fair!]);
    const res = await calendar(
      `provinceId=${ch.provinceId}&cityId=${ch.id}&startDate=2025-09-10&endDate=2025-09-11`,
    );
    const items = res.json<{ data: { events: (Ev & { eventEndDate: string | null })[] } }>().data.events;
    expect(items.map((e) => [e.title, e.eventDate, e.eventEndDate])).toEqual([
      ['Harvest fair', '2025-09-08', '2025-09-12'],
    ]);
    const after = await calendar(
      `provinceId=${ch.provinceId}&cityId=${ch.id}&startDate=2025-09-13&endDate=2025-09-30`,
    );
    expect(after.json<{ data: { events: Ev[] } }>().data.events).toEqual([]);

    for (const row of [inactive, expired]) {
      expect((await app.inject({ method: 'GET', url: `/api/web/events/${row!.id}.ics` })).statusCode).toBe(
        404,
      );
    }
    const ics = await app.inject({ method: 'GET', url: `/api/web/events/${fair!.id}.ics` });
    expect(ics.body).toContain('DTSTART;TZID=America/Halifax:20250908T100000');
    expect(ics.body).toContain('DTEND;TZID=America/Halifax:20250912T160000');
    await app.db.delete(events).where(inArray(events.id, [inactive!.id, expired!.id, fair!.id]));
  });
});

describe('an event in several cities', () => {
  it("is in each chosen city's calendar and feed, with every city in the answer, and in no other city's", async () => {
    const [ch, su, st] = [city.Charlottetown!, city.Summerside!, city.Stratford!];
    // within the city feed's window (a month back, a year ahead)
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const [row] = await app.db
      .insert(events)
      .values({
        ...base,
        provinceId: ch.provinceId,
        cityId: su.id,
        title: 'Two-town lantern walk',
        eventDate: day,
        startTime: '19:00',
      })
      .returning({ id: events.id });
    await app.db.insert(eventCities).values([
      { eventId: row!.id, cityId: ch.id },
      { eventId: row!.id, cityId: su.id },
    ]);
    const inCity = async (cityId: number) => {
      const res = await calendar(
        `provinceId=${ch.provinceId}&cityId=${cityId}&startDate=${day}&endDate=${day}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { events: Ev[] } }>().data.events.filter((e) => e.id === row!.id);
    };
    for (const c of [ch, su]) {
      const found = await inCity(c.id);
      expect(found).toHaveLength(1);
      // the first city first, then the others
      expect(found[0]).toMatchObject({ city_id: su.id, city_ids: [su.id, ch.id] });
      const feed = await app.inject({ method: 'GET', url: `/api/web/events/city/${c.id}.ics` });
      expect(feed.body).toContain(`UID:event-${row!.id}@`);
    }
    expect(await inCity(st.id)).toEqual([]);
    expect(await inCity(city['All of PEI']!.id)).toHaveLength(1);
    const feed = await app.inject({ method: 'GET', url: `/api/web/events/city/${st.id}.ics` });
    expect(feed.body).not.toContain(`UID:event-${row!.id}@`);
    await app.db.delete(events).where(eq(events.id, row!.id));
  });
});

describe('iCalendar downloads', () => {
  it('gives one event as an .ics attachment, publicly', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/web/events/${ids['Welcome night']}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Welcome-night-${ids['Welcome night']}.ics"`,
    );
    expect(res.body).toContain(`UID:event-${ids['Welcome night']}@localhost`);
    expect(res.body).toContain('DTSTART;TZID=America/Halifax:20250704T180000');
    expect(res.body).toContain('DESCRIPTION:Music\\, food\\; and friends');
    expect(res.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it('gives a city feed with its own and province-wide events only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/events/city/${city.Charlottetown!.id}.ics`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('X-WR-CALNAME:Harbour events · Charlottetown');
    expect(res.body).not.toContain('Summerside book club');
  });

  it('answers 404 and 400 with message keys', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/web/events/999999.ics' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ meta: { message: string } }>().meta.message).toBe('event_not_found');
    const noCity = await app.inject({ method: 'GET', url: '/api/web/events/city/999999.ics' });
    expect(noCity.json<{ meta: { message: string } }>().meta.message).toBe('city_not_found');
    const bad = await app.inject({ method: 'GET', url: '/api/web/events/abc.ics' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('demo events seed', () => {
  it('puts events in this month and next, and moves them with the calendar on each start', async () => {
    const { seedEvents, relativeEventDate } = await import('../../db/seed/events.js');
    await seedEvents(app.db, new Date(2025, 0, 15));
    const [jan] = await app.db.select().from(events).where(eq(events.seedKey, 'demo:ch-welcome-night'));
    expect(jan!.eventDate).toBe('2025-01-04');
    const count = (await app.db.select().from(events)).length;
    await seedEvents(app.db, new Date(2025, 1, 20));
    const [feb] = await app.db.select().from(events).where(eq(events.seedKey, 'demo:ch-welcome-night'));
    expect(feb!.eventDate).toBe('2025-02-04');
    expect((await app.db.select().from(events)).length).toBe(count);
    expect(relativeEventDate(new Date(2025, 0, 31), 1, 30)).toBe('2025-02-28');
    // every seeded event with a city is in that city (its event_cities row), province-wide ones in none
    const seeded = await app.db
      .select({ id: events.id, cityId: events.cityId, seedKey: events.seedKey, linked: eventCities.cityId })
      .from(events)
      .leftJoin(eventCities, eq(eventCities.eventId, events.id))
      .where(sql`${events.seedKey} like 'demo:%'`);
    expect(seeded.length).toBeGreaterThan(20);
    for (const e of seeded) expect(e.linked, e.seedKey!).toBe(e.cityId);
  });
});
