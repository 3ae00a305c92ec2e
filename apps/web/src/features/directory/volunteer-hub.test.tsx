import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { VolunteerCard, VolunteerListData } from '@harbour/shared';
import { changeLanguage } from '@/lib/i18n';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const org = (id: number, orgName: string, looking: number): VolunteerCard => ({
  id,
  orgName,
  org_description: 'We help newcomers.',
  image: null,
  looking_for_volunteer: looking,
  address: `${id} Queen Street, Charlottetown`,
  address_lat: 46.23,
  address_long: -63.13,
  cat_name: 'Community',
});

// in the server's order: Yes, waiting list, Other, No
const LIST: VolunteerListData = {
  count: 4,
  page: 1,
  page_size: 10,
  orgLists: [
    org(1, 'Food Bank', 0),
    org(2, 'Reading Club', 2),
    org(3, 'Art Space', 3),
    org(4, 'Tool Library', 1),
  ],
};

describe('/volunteer-hub', () => {
  it('shows the spec answer to "looking for volunteers" on each card, Other included', async () => {
    sessionStorage.setItem('provinceId', '1');
    sessionStorage.setItem('cityId', '12');
    mockApi({ 'GET /api/web/directory/volunteer': envelope(LIST) });
    await openPage('/volunteer-hub');
    expect(await main().findByRole('button', { name: 'Food Bank' })).toBeTruthy();
    const badges = main()
      .getAllByText(/^Looking for volunteers: /)
      .map((b) => b.textContent);
    expect(badges).toEqual([
      'Looking for volunteers: Yes',
      'Looking for volunteers: Adding names to waiting list',
      'Looking for volunteers: Other',
      'Looking for volunteers: No',
    ]);

    // the catalogue's no-break space before the colon reads as a space once normalised
    await act(() => changeLanguage('fr'));
    expect(await main().findByText('Recherche de bénévoles : Autre')).toBeTruthy();
    expect(main().getByText("Recherche de bénévoles : Ajout de noms à la liste d'attente")).toBeTruthy();
  });
});
