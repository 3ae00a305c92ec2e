import { useTranslation } from 'react-i18next';
import { OFFICE_AMENITIES } from '@harbour/shared';
import { PageTitle } from '@/components/ui';
import { InvitationButton } from '../components/invitation-dialog';
import { OfficeCarousel } from '../components/office-carousel';
import { OfficeFooter } from '../components/office-footer';
import { OfficePlans } from '../components/office-plans';

/** /rentanoffice: photos, four plans, 16 amenities, the invitation popup and the contact footer. */
export function Component() {
  const { t } = useTranslation('office');
  return (
    <div>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <OfficeCarousel />
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-bold text-harbour-900">{t('welcome.title')}</h2>
          <p className="text-lg text-slate-700">{t('welcome.text')}</p>
          <div>
            <InvitationButton />
          </div>
        </div>
      </div>

      <section aria-labelledby="office-plans" className="mt-10">
        <h2 id="office-plans" className="mb-4 text-2xl font-bold text-harbour-900">
          {t('plans.title')}
        </h2>
        <OfficePlans />
        <p className="mt-3 text-sm text-slate-700">{t('plans.note')}</p>
      </section>

      <section aria-labelledby="office-amenities" className="mt-10">
        <h2 id="office-amenities" className="mb-4 text-2xl font-bold text-harbour-900">
          {t('amenities.title')}
        </h2>
        <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          {OFFICE_AMENITIES.map((a) => (
            <li key={a} className="flex items-start gap-2 text-slate-800">
              <span aria-hidden="true" className="mt-0.5 font-bold text-harbour-700">
                ✓
              </span>
              {t(`amenities.items.${a}`)}
            </li>
          ))}
        </ul>
      </section>

      <OfficeFooter />
    </div>
  );
}
