import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { MarketingSection } from '../components/section';
import { useHashScroll } from '../components/use-hash-scroll';

const POINTS = ['one', 'two', 'three'] as const;

/** /our-services: partnership and sponsorship, each leading to its pricing tab. */
export function Component() {
  const { t } = useTranslation('marketing');
  useHashScroll();
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t('services.title')} subtitle={t('services.subtitle')} />
      {(['partner', 'sponsor'] as const).map((kind) => (
        <MarketingSection
          key={kind}
          id={kind}
          title={t(`services.${kind}.title`)}
          action={{ to: `/pricing#${kind}`, label: t(`services.${kind}.action`) }}
        >
          <p>{t(`services.${kind}.text`)}</p>
          <ul className="list-disc ps-6">
            {POINTS.map((p) => (
              <li key={p}>{t(`services.${kind}.points.${p}`)}</li>
            ))}
          </ul>
        </MarketingSection>
      ))}
    </div>
  );
}
