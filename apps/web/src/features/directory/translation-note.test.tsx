import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceCard, ServiceDetail } from '@harbour/shared';
import { changeLanguage } from '@/lib/i18n';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const ORIGINAL = 'Family dentist: check-ups, cleanings and emergency care.';

const base = (id: number, name: string): ServiceCard => ({
  id,
  businessName: name,
  business_description: ORIGINAL,
  phonenumber: null,
  email: null,
  website: null,
  featured: '0',
  image: null,
  address: null,
  address_lat: null,
  address_long: null,
  cat_name: 'الصحة',
  original_lang: 'en',
});

const translated: ServiceCard = {
  ...base(1, 'Harbourview Dental'),
  business_description: 'طبيب أسنان للعائلة: فحوصات وتنظيف وعلاج الطوارئ.',
  translation: {
    lang: 'ar',
    original_lang: 'en',
    machine: true,
    reviewed: false,
    original: { business_description: ORIGINAL },
  },
};
const untranslated = base(2, 'Quill Bookkeeping');

function visitor() {
  sessionStorage.setItem('provinceId', '1');
  sessionStorage.setItem('cityId', '12');
}

describe('TranslationNote on directory cards and details', () => {
  it('labels the machine-translated card and toggles its original, marked with its language', async () => {
    visitor();
    await changeLanguage('ar');
    mockApi({
      'GET /api/web/directory/service': envelope({
        count: 2,
        page: 1,
        page_size: 10,
        businessLists: [translated, untranslated],
      }),
    });
    await openPage('/services');
    const dental = (await main().findByRole('button', { name: 'Harbourview Dental' })).closest('article')!;
    expect(within(dental).getByText('ترجمة آلية من الإنجليزية')).toBeInTheDocument();
    const toggle = within(dental).getByRole('button', { name: 'عرض النص الأصلي' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(dental).getByText(ORIGINAL)).not.toBeVisible();

    // keyboard: focus the toggle and press Enter
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const original = within(dental).getByText(ORIGINAL);
    expect(original).toHaveAttribute('lang', 'en');
    expect(original).toHaveAttribute('dir', 'auto');
    expect(within(dental).getByText('النص الأصلي (الإنجليزية)')).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(dental).getByText(ORIGINAL)).not.toBeVisible();

    // the other card is shown as written: its language said, its text marked, no toggle
    const books = main().getByRole('button', { name: 'Quill Bookkeeping' }).closest('article')!;
    expect(within(books).getByText('مكتوب باللغة الإنجليزية')).toBeInTheDocument();
    expect(within(books).getByText(ORIGINAL)).toHaveAttribute('lang', 'en');
    expect(within(books).queryByRole('button', { name: 'عرض النص الأصلي' })).toBeNull();
  });

  it('says nothing of the language to a reader of the language it was written in', async () => {
    visitor();
    mockApi({
      'GET /api/web/directory/service': envelope({
        count: 1,
        page: 1,
        page_size: 10,
        businessLists: [untranslated],
      }),
    });
    await openPage('/services');
    const books = (await main().findByRole('button', { name: 'Quill Bookkeeping' })).closest('article')!;
    expect(within(books).queryByText(/Written in/)).toBeNull();
    expect(within(books).getByText(ORIGINAL)).not.toHaveAttribute('lang');
  });

  it('shows the note on the detail page of a translated listing, not machine made', async () => {
    const detail: ServiceDetail = {
      ...translated,
      business_description: 'Dentiste de famille : examens, nettoyages et urgences.',
      translation: {
        lang: 'fr',
        original_lang: 'en',
        machine: false,
        reviewed: true,
        original: { business_description: ORIGINAL },
      },
      keywords: null,
      photos: [],
      time_zone: 'America/Halifax',
      hours: {
        monday: null,
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
    };
    await changeLanguage('fr');
    mockApi({ 'GET /api/web/directory/service/1': envelope(detail) });
    await openPage('/services/1');
    expect(await main().findByText('Traduction, original en anglais')).toBeInTheDocument();
    await userEvent.click(main().getByRole('button', { name: 'Afficher l’original' }));
    expect(main().getByText(ORIGINAL)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Harbourview Dental' })).toBeInTheDocument();
  });
});
