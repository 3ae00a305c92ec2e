import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ListingPackage } from '@harbour/shared';
import { setupAppTests } from '@/test/app-harness';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { PlanPicker } from './plan-picker';

setupAppTests();
loadKitCatalogues();

const plan = (over: Partial<ListingPackage>): ListingPackage => ({
  package_id: 1,
  package_name: '3 Months',
  package_description: '',
  package_price: 99,
  package_price_monthly: null,
  package_type: 'month',
  promos: [],
  ...over,
});

describe('PlanPicker', () => {
  it('says "per month" only for a monthly price: a whole plan\'s price stands alone', () => {
    renderKit(
      <PlanPicker
        plans={[
          plan({ package_id: 1, package_name: '3 Months' }),
          plan({ package_id: 2, package_name: '6 Months', package_price: 150, package_price_monthly: 25 }),
        ]}
        value={1}
        onChange={() => {}}
        taxPercent={15}
      />,
    );
    const whole = screen.getByRole('radio', { name: /3 Months/ });
    const monthly = screen.getByRole('radio', { name: /6 Months/ });
    expect(whole.closest('label')).toHaveTextContent('$99');
    expect(whole.closest('label')).not.toHaveTextContent(/per month/);
    expect(monthly.closest('label')).toHaveTextContent(/\$25.*per month/);
  });
});
