import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OwnedEvent } from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import { packageId } from '../payments/test-helpers.js';
import { dayFromToday, lookupIds, places, postForm, type FormFile } from './test-helpers.js';

type Auth = { authorization: string };

/** A test app with two members, the admin, places, lookups and the event calls of the wizard. */
export async function eventTestContext() {
  const app: FastifyInstance = await buildTestApp();
  const owner = await userAuth(app);
  const other = await userAuth(app);
  const admin = await adminAuth(app);
  const at = await places(app);
  const ids = await lookupIds(app);
  const freePlan = await packageId(app, 'event-1w');
  const paidPlan = await packageId(app, 'event-1m');
  const day = (n: number) => dayFromToday(n);

  /** A valid form: a free plan, three days from now, in Charlottetown. */
  const eventData = (overrides: Record<string, unknown> = {}) => ({
    title: 'Welcome picnic',
    province: at.pei,
    venue: 'Victoria Park',
    address: '1 Park Roadway, Charlottetown',
    address_lat: 46.23,
    address_long: -63.14,
    city_id: [at.charlottetown],
    category: [ids.eventCategories[0]],
    age_group: [ids.ageGroups[0]!.id, ids.ageGroups[1]!.id],
    website: 'example.org/picnic',
    price: 5,
    eventDetails: 'Food and games for everyone.',
    eventDate: day(3),
    start_time: '11:00',
    eventEndDate: day(3),
    end_time: '14:30',
    package_id: freePlan,
    ...overrides,
  });

  const register = (data: unknown, auth: Auth | null = owner, files?: FormFile[]) =>
    postForm(app, '/api/generateEventMeeting', auth, data, files);

  const calendarTitles = async (startDate = day(0), endDate = day(60), cityId = at.charlottetown) => {
    const res = await app.inject({
      method: 'GET',
      url:
        `/api/web/get-event-meeting-calendar?provinceId=${at.pei}&cityId=${cityId}` +
        `&startDate=${startDate}&endDate=${endDate}`,
      headers: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { events: { title: string }[] } }>().data.events.map((e) => e.title);
  };

  const ownedList = async (auth: Auth = owner, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/userEventMeetingList${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { count: number; eventMeetingList: OwnedEvent[] } }>().data;
  };

  return {
    app,
    owner,
    other,
    admin,
    at,
    ids,
    freePlan,
    paidPlan,
    day,
    eventData,
    register,
    calendarTitles,
    ownedList,
  };
}

export type EventTestContext = Awaited<ReturnType<typeof eventTestContext>>;
