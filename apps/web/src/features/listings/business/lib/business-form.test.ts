import { describe, expect, it } from 'vitest';
import { businessRegisterDataSchema } from '@harbour/shared';
import { businessFormSchema, emptyBranch, emptyBusinessForm, toBusinessRegisterData } from './business-form';

const valid = () => ({
  ...emptyBusinessForm(1, 12),
  business_name: 'Island Bakery',
  business_address: { address: '12 Queen St', lat: 46.2, lon: -63.1 },
  business_category: [3],
  business_website: 'bakery.example',
});

describe('business form', () => {
  it('requires the name, a category, an address placed on the map and a city', () => {
    const result = businessFormSchema.safeParse({
      ...emptyBusinessForm(1, null),
      business_address: { address: 'Somewhere', lat: null, lon: null },
    });
    expect(result.success).toBe(false);
    const issues: Record<string, string> = Object.fromEntries(
      result.error!.issues.map((i) => [String(i.path[0]), i.message]),
    );
    expect(issues).toMatchObject({
      business_name: 'fill_required_fields',
      business_category: 'fill_required_fields',
      business_address: 'address_not_valid',
      city_id: 'city_required',
    });
  });

  it('refuses a day closing before it opens', () => {
    const result = businessFormSchema.safeParse({
      ...valid(),
      hours: { ...valid().hours, monday_end: '08:00' },
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['hours'], message: 'hours_not_valid' });
  });

  it('builds the registration data: branches without an address dropped, the server schema accepts it', () => {
    const form = businessFormSchema.parse({
      ...valid(),
      branches: [
        {
          ...emptyBranch(),
          branch_name: 'Airport',
          address: { address: ' 1 Airport Rd ', lat: null, lon: null },
        },
        { ...emptyBranch(), branch_name: 'Nowhere', address: { address: '  ', lat: null, lon: null } },
        { ...emptyBranch(), branch_name: 'Blank', address: null },
      ],
    });
    const data = toBusinessRegisterData(form, { invitation_key: 'KEY' });
    expect(data.branches).toHaveLength(1);
    expect(data.branches?.[0]).toMatchObject({
      branch_name: 'Airport',
      address: '1 Airport Rd',
      monday_start: '09:00',
    });
    expect(data).toMatchObject({
      business_visible_cities: [12],
      business_website: 'https://bakery.example',
      news_allowed: 'Off',
      invitation_key: 'KEY',
    });
    expect(businessRegisterDataSchema.safeParse(data).success).toBe(true);
  });
});
