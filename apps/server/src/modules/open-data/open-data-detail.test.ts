import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HsdsOrganization, HsdsService } from '@harbour/shared';
import { businessCategories, businessCategoryLinks } from '../../db/schema/index.js';
import { entityUuid } from '../../lib/entity-uuid.js';
import { hsdsValidators } from '../../test/hsds-schemas.js';
import { useOpenDataApp } from './open-data.test-helpers.js';

const hsds = hsdsValidators();
const { ctx, get, expectError } = useOpenDataApp();
const serviceUrl = (id: number) => `/services/${entityUuid('service', id)}`;

describe('GET /api/open-data/hsds/services/:id', () => {
  it('is a fully nested service valid against the official service.json', async () => {
    const service = await get<HsdsService>(serviceUrl(ctx.ids.known));
    expect(hsds.schema('service', service)).toEqual([]);
    expect(await get(serviceUrl(ctx.ids.known))).toEqual(service);
    const { schedules, service_at_locations, attributes, organization, ...rest } = service;
    expect(rest).toEqual({
      id: entityUuid('service', ctx.ids.known),
      organization_id: entityUuid('organization', ctx.ids.known),
      name: 'Open Data known',
      description: 'About known.',
      url: 'https://www.knownhours.ca',
      email: 'hello@knownhours.ca',
      status: 'active',
      phones: [
        {
          id: entityUuid('phone', ctx.ids.known),
          service_id: entityUuid('service', ctx.ids.known),
          organization_id: entityUuid('organization', ctx.ids.known),
          number: '(902) 555-0142',
          type: 'voice',
        },
      ],
    });
    expect(organization).toEqual({
      id: entityUuid('organization', ctx.ids.known),
      name: 'Open Data known',
      description: 'About known.',
      email: 'hello@knownhours.ca',
      website: 'https://www.knownhours.ca',
      phones: rest.phones,
    });
    expect(schedules).toEqual([
      {
        id: entityUuid('schedule', ctx.ids.known, 0),
        service_id: entityUuid('service', ctx.ids.known),
        freq: 'WEEKLY',
        wkst: 'MO',
        byday: 'MO',
        opens_at: '09:00',
        closes_at: '17:00',
        description: 'Monday: 09:00 to 17:00 (America/Halifax time)',
      },
      expect.objectContaining({ byday: 'WE', opens_at: '10:30', closes_at: '14:00' }),
    ]);
    expect(service_at_locations).toEqual([
      {
        id: entityUuid('service_at_location', ctx.ids.known),
        service_id: entityUuid('service', ctx.ids.known),
        location_id: entityUuid('location', ctx.ids.known),
        location: {
          id: entityUuid('location', ctx.ids.known),
          location_type: 'physical',
          organization_id: entityUuid('organization', ctx.ids.known),
          name: 'Open Data known',
          latitude: 46.2352,
          longitude: -63.1262,
          addresses: [
            {
              id: entityUuid('address', ctx.ids.known),
              location_id: entityUuid('location', ctx.ids.known),
              address_1: '12 Water Street',
              city: 'Charlottetown',
              state_province: 'Prince Edward Island',
              postal_code: 'C1A 1A1',
              country: 'CA',
              address_type: 'physical',
            },
          ],
        },
      },
    ]);
    const names = await ctx.app.db
      .select({ name: businessCategories.name })
      .from(businessCategoryLinks)
      .innerJoin(businessCategories, eq(businessCategories.id, businessCategoryLinks.categoryId))
      .where(eq(businessCategoryLinks.businessId, ctx.ids.known))
      .orderBy(businessCategoryLinks.position);
    expect(attributes.map((a) => a.taxonomy_term.name)).toEqual(names.map((n) => n.name));
    expect(attributes[0]).toMatchObject({ link_id: service.id, link_entity: 'service' });
  });

  it("uses the listing's own time zone, gives no schedule for closed days and leaves out bad values", async () => {
    const stJohns = await get<HsdsService>(serviceUrl(ctx.ids.stJohns));
    expect(stJohns.schedules.map((s) => [s.byday, s.opens_at, s.closes_at, s.description])).toEqual([
      ['SU', '12:00', '16:00', 'Sunday: 12:00 to 16:00 (America/St_Johns time)'],
    ]);
    expect(stJohns.service_at_locations[0]?.location.addresses[0]).toMatchObject({
      city: "St. John's",
      state_province: 'Newfoundland and Labrador',
      postal_code: 'A1C 1E6',
    });
    const noPlace = await get<HsdsService>(serviceUrl(ctx.ids.noPlace));
    expect(hsds.schema('service', noPlace)).toEqual([]);
    expect(noPlace).toMatchObject({ schedules: [], service_at_locations: [], phones: [], attributes: [] });
    expect(noPlace).not.toHaveProperty('email');
    expect(noPlace).not.toHaveProperty('url');
  });

  it('answers 404 not_found for unknown, malformed, unpublished and other-kind ids', async () => {
    await expectError('/services/8a7f2d3e-0000-4000-8000-000000000000', 404, 'not_found');
    await expectError('/services/42', 404, 'not_found');
    await expectError(serviceUrl(ctx.ids.pending), 404, 'not_found');
    await expectError(serviceUrl(ctx.ids.expired), 404, 'not_found');
    await expectError(`/services/${entityUuid('organization', ctx.ids.known)}`, 404, 'not_found');
    await expectError(`/organizations/${entityUuid('service', ctx.ids.known)}`, 404, 'not_found');
  });

  it('is a fully nested organization valid against the official organization.json', async () => {
    const org = await get<HsdsOrganization>(`/organizations/${entityUuid('organization', ctx.ids.known)}`);
    expect(hsds.schema('organization', org)).toEqual([]);
    expect(org.services).toEqual([
      expect.objectContaining({ id: entityUuid('service', ctx.ids.known), status: 'active' }),
    ]);
    expect(org.locations[0]?.addresses[0]?.postal_code).toBe('C1A 1A1');
    expect(org.phones[0]?.number).toBe('(902) 555-0142');
  });

  it('the official service.json rejects a wrong nested document (so the checks above can fail)', () => {
    const good = { id: entityUuid('service', 1), name: 'A', status: 'active' };
    const location = { id: entityUuid('location', 1), location_type: 'physical' };
    const withLocation = (loc: object) => ({
      ...good,
      service_at_locations: [{ id: good.id, location: loc }],
    });
    expect(hsds.schema('service', withLocation(location))).toEqual([]);
    expect(hsds.schema('service', withLocation({ ...location, floor: 2 }))).toEqual([
      'service (closed)/service_at_locations/0/location must NOT have additional properties',
    ]);
    const schedule = { id: good.id, byday: 'MO', timezone: 'America/Halifax' };
    expect(hsds.schema('service', { ...good, schedules: [schedule] })).toContain(
      'service/schedules/0/timezone must be number',
    );
  });
});
