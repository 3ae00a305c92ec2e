import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAgeGroupLinks, eventCategoryLinks, events } from '../../db/schema/index.js';
import { eventTestContext, type EventTestContext } from './event-test-context.js';
import { answer, issueKey, png, storedFiles } from './test-helpers.js';

let ctx: EventTestContext;
beforeAll(async () => {
  ctx = await eventTestContext();
});
afterAll(() => ctx.app.close());

const eventsOf = (userId: number) => ctx.app.db.select().from(events).where(eq(events.userId, userId));

describe('POST /api/generateEventMeeting', () => {
  it('needs a signed-in user for every event call', async () => {
    for (const [method, url, data] of [
      ['POST', '/api/generateEventMeeting', ctx.eventData()],
      ['POST', '/api/editEventMeeting', { ...ctx.eventData(), event_meeting_id: 1 }],
      ['GET', '/api/userEventMeetingList', null],
      ['POST', '/api/eventMainImageDelete', { main_image_id: 1 }],
      ['POST', '/api/eventOtherImageDelete', { image_id: 1 }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, ...(data ? { payload: { data } } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ status: 0, message: 'unauthorized', data: [] });
    }
  });

  it('answers each rule of the form with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, 'title_too_short'],
      [{ price: -1 }, 'price_not_valid'],
      [{ price: 'free' }, 'price_not_valid'],
      [{ title: undefined }, 'fill_required_fields'],
      [{ province: undefined }, 'province_required'],
      [{ province: 999_999 }, 'province_required'],
      [{ address: 'Main' }, 'address_not_valid'],
      [{ eventDate: undefined }, 'date_not_valid'],
      [{ eventDate: '2025-02-30' }, 'date_not_valid'],
      [{ eventDate: ctx.day(-1), eventEndDate: ctx.day(3) }, 'date_not_valid'],
      [{ eventDate: ctx.day(4), eventEndDate: ctx.day(3) }, 'date_not_valid'],
      [{ start_time: undefined }, 'time_not_valid'],
      [{ start_time: '10:15' }, 'time_not_valid'],
      [{ end_time: '11:00' }, 'time_not_valid'],
      [{ end_time: '10:30' }, 'time_not_valid'],
      [{ city_id: [ctx.at.charlottetown, ctx.at.halifax] }, 'city_not_found'],
      [{ city_id: [999_999] }, 'city_not_found'],
      [{ category: [999_999] }, 'invalid_input'],
      [{ age_group: [999_999] }, 'invalid_input'],
      [{ website: 'javascript:alert(1)' }, 'website_not_valid'],
      [{ package_id: undefined }, 'payment_required'],
      [{ package_id: ctx.paidPlan }, 'payment_required'],
      [{ transaction_id: 'txn_not_mine', package_id: undefined }, 'payment_not_found'],
    ];
    for (const [overrides, message] of cases) {
      const res = await ctx.register(ctx.eventData(overrides));
      expect(answer(res), JSON.stringify(overrides)).toMatchObject({ code: 400, status: 0, message });
    }
    const multipart = await ctx.register(ctx.eventData({ title: 'x' }), ctx.owner, [{ body: await png() }]);
    expect(answer(multipart)).toMatchObject({ code: 400, message: 'title_too_short' });
    expect(await eventsOf(ctx.owner.userId)).toEqual([]);
    expect(storedFiles(ctx.app, 'event')).toEqual([]);
  });

  it('registers an event with its photos, links and the legacy age text; a free plan is live at once', async () => {
    const res = await ctx.register(
      ctx.eventData({ city_id: [ctx.at.charlottetown, ctx.at.summerside] }),
      ctx.owner,
      [{ body: await png() }, { body: await png(640, 480, { r: 200, g: 10, b: 10 }), name: 'b.jpg' }],
    );
    const body = answer(res);
    expect(body).toMatchObject({ code: 200, status: 1, message: 'listing.created' });
    expect(body.data).toMatchObject({ status: 1, payment_state: 'active', amount_due_cents: null });
    const id = (body.data as { id: number }).id;

    const [row] = await ctx.app.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({
      userId: ctx.owner.userId,
      status: 1,
      provinceId: ctx.at.pei,
      cityId: ctx.at.charlottetown,
      ageGroup: `${ctx.ids.ageGroups[0]!.en}, ${ctx.ids.ageGroups[1]!.en}`,
      website: 'https://example.org/picnic',
      listingStartDate: ctx.day(0),
      listingEndDate: ctx.day(7),
      purchaseId: null,
    });
    expect(row!.image).toMatch(/^\/uploads\/listings\/event\/[0-9a-f]+\.webp$/);
    expect(
      await ctx.app.db.select().from(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, id)),
    ).toHaveLength(1);
    expect(
      await ctx.app.db.select().from(eventAgeGroupLinks).where(eq(eventAgeGroupLinks.eventId, id)),
    ).toHaveLength(2);
    expect(await ctx.calendarTitles()).toContain('Welcome picnic');

    const [listed] = (await ctx.ownedList()).eventMeetingList;
    expect(listed).toMatchObject({
      event_meeting_id: id,
      city_id: [ctx.at.charlottetown, ctx.at.summerside],
      category: [ctx.ids.eventCategories[0]],
      start_time: '11:00',
      end_time: '14:30',
      payment_state: 'free',
    });
    expect(listed!.photo_list.map((p) => p.is_main)).toEqual([true, false]);
    expect(listed!.photo_list[0]!.image_url).toBe(row!.image);
  });

  it('takes an empty or absent price as a free event (0)', async () => {
    for (const [i, price] of ['', '  ', null, undefined].entries()) {
      const res = await ctx.register(ctx.eventData({ title: `Free event ${i}`, price }));
      const body = answer(res);
      expect(body, JSON.stringify(price)).toMatchObject({ code: 200, status: 1 });
      const id = (body.data as { id: number }).id;
      const [row] = await ctx.app.db.select().from(events).where(eq(events.id, id));
      expect(row!.price, JSON.stringify(price)).toBe(0);
    }
    const listed = (await ctx.ownedList()).eventMeetingList.find((e) => e.title === 'Free event 0');
    expect(listed?.price).toBe(0);
  });

  it('shows an event for the whole province when its first city stands for the province', async () => {
    const res = await ctx.register(ctx.eventData({ title: 'Island festival', city_id: [ctx.at.allPei] }));
    expect(answer(res)).toMatchObject({ code: 200, status: 1 });
    const [row] = await ctx.app.db.select().from(events).where(eq(events.title, 'Island festival'));
    expect(row!.cityId).toBeNull();
    expect(await ctx.calendarTitles(ctx.day(0), ctx.day(60), ctx.at.summerside)).toContain('Island festival');
    // the edit form gets the city that was chosen back
    const listed = (await ctx.ownedList()).eventMeetingList.find((e) => e.id === row!.id);
    expect(listed!.city_id).toEqual([ctx.at.allPei]);
  });

  it('keeps an event paid by cheque out of the calendar and .ics until the admin records the payment', async () => {
    const res = await ctx.register(
      ctx.eventData({
        title: 'Cheque concert',
        package_id: ctx.paidPlan,
        quantity: 1,
        payment_method: 'cheque',
      }),
    );
    const body = answer(res);
    expect(body).toMatchObject({ code: 200, status: 1, message: 'listing.alternate_payment_sent' });
    expect(body.data).toMatchObject({ status: 0, payment_state: 'awaiting_alternate_payment' });
    expect((body.data as { amount_due_cents: number }).amount_due_cents).toBeGreaterThan(0);
    const id = (body.data as { id: number }).id;
    const [row] = await ctx.app.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ status: 0, listingStartDate: null });

    expect(await ctx.calendarTitles()).not.toContain('Cheque concert');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/web/events/${id}.ics` })).statusCode).toBe(404);
    const feed = await ctx.app.inject({
      method: 'GET',
      url: `/api/web/events/city/${ctx.at.charlottetown}.ics`,
    });
    expect(feed.body).toContain('Welcome picnic');
    expect(feed.body).not.toContain('Cheque concert');
    expect((await ctx.ownedList()).eventMeetingList.find((e) => e.id === id)).toMatchObject({
      status: 0,
      payment_state: 'awaiting_alternate_payment',
    });

    const activate = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${row!.purchaseId}/activate`,
      headers: ctx.admin,
    });
    expect(activate.statusCode, activate.body).toBe(200);
    expect(await ctx.calendarTitles()).toContain('Cheque concert');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/web/events/${id}.ics` })).statusCode).toBe(200);
    expect((await ctx.ownedList()).eventMeetingList.find((e) => e.id === id)).toMatchObject({
      status: 1,
      payment_state: 'paid',
    });
  });

  it('takes an event invitation key and refuses a key for another product', async () => {
    const jobKey = await issueKey(ctx.app, ctx.admin, 'job');
    const wrong = await ctx.register(
      ctx.eventData({ title: 'Key party', package_id: undefined, invitation_key: jobKey }),
    );
    expect(answer(wrong)).toMatchObject({ code: 400, message: 'invitation_key.invalid' });
    expect(await ctx.calendarTitles()).not.toContain('Key party');

    const key = await issueKey(ctx.app, ctx.admin, 'event');
    const res = await ctx.register(
      ctx.eventData({ title: 'Key party', package_id: undefined, invitation_key: key }),
    );
    expect(answer(res).data).toMatchObject({ status: 1, payment_state: 'active' });
    expect(await ctx.calendarTitles()).toContain('Key party');
    const again = await ctx.register(
      ctx.eventData({ title: 'Key party 2', package_id: undefined, invitation_key: key }),
    );
    expect(answer(again)).toMatchObject({ code: 400, message: 'invitation_key.invalid' });
  });

  it('writes nothing when a photo is not an image or there are too many', async () => {
    const before = (await eventsOf(ctx.owner.userId)).length;
    const filesBefore = storedFiles(ctx.app, 'event').length;
    const notImage = await ctx.register(ctx.eventData({ title: 'Bad photo' }), ctx.owner, [
      { body: await png() },
      { body: Buffer.from('just some text, not a picture'), name: 'x.png' },
    ]);
    expect(answer(notImage)).toMatchObject({ code: 400, message: 'image_invalid' });
    const seven = await Promise.all(Array.from({ length: 7 }, () => png()));
    const tooMany = await ctx.register(
      ctx.eventData({ title: 'Bad photo' }),
      ctx.owner,
      seven.map((body) => ({ body })),
    );
    expect(answer(tooMany)).toMatchObject({ code: 400, message: 'too_many_photos' });
    expect(await eventsOf(ctx.owner.userId)).toHaveLength(before);
    expect(storedFiles(ctx.app, 'event')).toHaveLength(filesBefore);
  });

  it('shows a multi-day event on a later day of the range', async () => {
    await ctx.register(
      ctx.eventData({
        title: 'Long fair',
        eventDate: ctx.day(2),
        eventEndDate: ctx.day(9),
        end_time: '10:00',
      }),
    );
    expect(await ctx.calendarTitles(ctx.day(5), ctx.day(6))).toEqual(['Long fair']);
    expect(await ctx.calendarTitles(ctx.day(10), ctx.day(12))).not.toContain('Long fair');
  });

  it('keeps an event listed until its last day even when its plan ends sooner', async () => {
    const key = await issueKey(ctx.app, ctx.admin, 'event');
    // a key alone buys one week; the event runs from day 20 to day 23
    const res = await ctx.register(
      ctx.eventData({
        title: 'Far fair',
        eventDate: ctx.day(20),
        eventEndDate: ctx.day(23),
        package_id: undefined,
        invitation_key: key,
      }),
    );
    expect(answer(res).data).toMatchObject({ status: 1 });
    const [row] = (await eventsOf(ctx.owner.userId)).filter((e) => e.title === 'Far fair');
    expect(row?.listingEndDate).toBe(ctx.day(23));
  });
});
