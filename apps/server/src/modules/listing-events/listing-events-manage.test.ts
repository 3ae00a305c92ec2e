import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, listingPhotos } from '../../db/schema/index.js';
import { eventTestContext, type EventTestContext } from './event-test-context.js';
import { answer, png, postForm } from './test-helpers.js';

let ctx: EventTestContext;
beforeAll(async () => {
  ctx = await eventTestContext();
});
afterAll(() => ctx.app.close());

describe('event management', () => {
  let eventId: number;
  beforeAll(async () => {
    const res = await ctx.register(ctx.eventData({ title: 'Managed event' }), ctx.owner, [
      { body: await png() },
      { body: await png() },
    ]);
    eventId = (answer(res).data as { id: number }).id;
  });

  const edit = (data: Record<string, unknown>, auth = ctx.owner, files?: Parameters<typeof postForm>[4]) =>
    postForm(
      ctx.app,
      '/api/editEventMeeting',
      auth,
      { ...ctx.eventData(), event_meeting_id: eventId, ...data },
      files,
    );

  it("answers another user's or a missing event alike, and changes nothing", async () => {
    const foreign = await edit({ title: 'Taken over' }, ctx.other);
    const missing = await edit({ title: 'Taken over', event_meeting_id: 999_999 });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(answer(foreign)).toMatchObject({ code: 404, status: 0, message: 'listing.not_found' });
    expect((await ctx.ownedList(ctx.other)).count).toBe(0);
    const [row] = await ctx.app.db.select().from(events).where(eq(events.id, eventId));
    expect(row!.title).toBe('Managed event');
  });

  it('updates the fields, appends new photos and checks the same rules', async () => {
    expect(answer(await edit({ address: 'x' }))).toMatchObject({ code: 400, message: 'address_not_valid' });
    const res = await edit(
      { title: 'Managed event, updated', age_group: [ctx.ids.ageGroups[2]!.id] },
      ctx.owner,
      [{ body: await png() }],
    );
    expect(answer(res)).toMatchObject({ code: 200, status: 1, message: 'listing.updated', data: null });
    const listed = (await ctx.ownedList()).eventMeetingList.find((e) => e.id === eventId)!;
    expect(listed).toMatchObject({ title: 'Managed event, updated', age_group: [ctx.ids.ageGroups[2]!.id] });
    expect(listed.photo_list).toHaveLength(3);
    expect(await ctx.calendarTitles()).toContain('Managed event, updated');

    const four = await Promise.all(Array.from({ length: 4 }, () => png()));
    const tooMany = await edit(
      { title: 'Too many' },
      ctx.owner,
      four.map((body) => ({ body })),
    );
    expect(answer(tooMany)).toMatchObject({ code: 400, message: 'too_many_photos' });
    const [row] = await ctx.app.db.select().from(events).where(eq(events.id, eventId));
    expect(row!.title).toBe('Managed event, updated');
  });

  it('deletes photos of the owner only: main with main_image_id, others with image_id', async () => {
    const photos = (await ctx.ownedList()).eventMeetingList.find((e) => e.id === eventId)!.photo_list;
    const [main, second] = photos;
    const del = (url: string, data: object, auth = ctx.owner) =>
      ctx.app.inject({ method: 'POST', url, headers: auth, payload: { data } });

    const foreign = await del('/api/eventMainImageDelete', { main_image_id: main!.id }, ctx.other);
    const missing = await del('/api/eventMainImageDelete', { main_image_id: 999_999 });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(answer(foreign)).toMatchObject({ code: 404, status: 0 });
    expect(answer(await del('/api/eventOtherImageDelete', { image_id: main!.id }))).toMatchObject({
      code: 404,
    });
    expect(answer(await del('/api/eventOtherImageDelete', { image_id: 'x' }))).toMatchObject({ code: 400 });

    const ok = await del('/api/eventMainImageDelete', { main_image_id: main!.id });
    expect(answer(ok)).toMatchObject({ code: 200, status: 1, message: 'listing.image_deleted' });
    const [row] = await ctx.app.db.select().from(events).where(eq(events.id, eventId));
    expect(row!.image).toBe(second!.image_url);
    const other2 = (await ctx.ownedList()).eventMeetingList.find((e) => e.id === eventId)!.photo_list[1]!;
    expect(answer(await del('/api/eventOtherImageDelete', { image_id: other2.id }))).toMatchObject({
      code: 200,
    });
    const left = await ctx.app.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, eventId));
    expect(left.filter((p) => p.kind === 'event')).toHaveLength(1);
  });

  it('pages the list with page_no and offset, newest first', async () => {
    for (const title of ['Second event', 'Third event', 'Fourth event']) {
      expect(answer(await ctx.register(ctx.eventData({ title }))).code).toBe(200);
    }
    const all = await ctx.ownedList();
    expect(all.count).toBe(4);
    expect(all.eventMeetingList.map((e) => e.title)).toEqual([
      'Fourth event',
      'Third event',
      'Second event',
      'Managed event, updated',
    ]);
    const first = await ctx.ownedList(ctx.owner, '?page_no=1&offset=2');
    const second = await ctx.ownedList(ctx.owner, '?page_no=2&offset=2');
    expect(first.count).toBe(all.count);
    expect(first.eventMeetingList.map((e) => e.id)).toEqual(
      all.eventMeetingList.slice(0, 2).map((e) => e.id),
    );
    expect(second.eventMeetingList.map((e) => e.id)).toEqual(
      all.eventMeetingList.slice(2, 4).map((e) => e.id),
    );
    expect((await ctx.ownedList(ctx.owner, '?page_no=3&offset=2')).eventMeetingList).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/userEventMeetingList?page_no=0',
      headers: ctx.owner,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the cities an event is shown in', () => {
  it('shows it in every chosen city and no other; an edit removing a city takes it out there', async () => {
    const { at, day } = ctx;
    const title = 'Two-town lantern parade';
    const data = ctx.eventData({ title, city_id: [at.summerside, at.charlottetown] });
    const res = await ctx.register(data);
    expect(answer(res)).toMatchObject({ code: 200, status: 1 });
    const id = (answer(res).data as { id: number }).id;
    const shownIn = async (cityId: number) =>
      (await ctx.calendarTitles(day(0), day(60), cityId)).includes(title);

    expect(await shownIn(at.summerside)).toBe(true);
    expect(await shownIn(at.charlottetown)).toBe(true);
    expect(await shownIn(at.stratford)).toBe(false);
    const owned = (await ctx.ownedList()).eventMeetingList.find((e) => e.id === id)!;
    expect(owned.city_id).toEqual([at.summerside, at.charlottetown]);

    const edited = await postForm(ctx.app, '/api/editEventMeeting', ctx.owner, {
      ...data,
      city_id: [at.charlottetown],
      event_meeting_id: id,
    });
    expect(answer(edited)).toMatchObject({ code: 200, status: 1 });
    expect(await shownIn(at.summerside)).toBe(false);
    expect(await shownIn(at.charlottetown)).toBe(true);
    expect((await ctx.ownedList()).eventMeetingList.find((e) => e.id === id)!.city_id).toEqual([
      at.charlottetown,
    ]);
  });
});
