import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '@/components/ui';

/** Home page card to /info (what Harbour is). */
export function InfoCard() {
  const { t } = useTranslation('community');
  return (
    <Card as="section" className="flex flex-col items-start gap-3 border-sea-200 bg-sea-50">
      <h2 id="info-card-title" className="text-xl font-bold text-harbour-900">
        {t('home.info_title')}
      </h2>
      <p className="text-slate-700">{t('home.info_text')}</p>
      <LinkButton to="/info" variant="secondary">
        {t('home.info_button')}
      </LinkButton>
    </Card>
  );
}
