import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '@/components/ui';

/** Home page card to /well-being. */
export function WellBeingCard() {
  const { t } = useTranslation('community');
  return (
    <Card as="section" className="flex flex-col items-start gap-3">
      <span aria-hidden="true" className="text-3xl">
        ♥
      </span>
      <h2 id="well-being-card-title" className="text-xl font-bold text-harbour-900">
        {t('home.wellbeing_title')}
      </h2>
      <p className="text-slate-700">{t('home.wellbeing_text')}</p>
      <LinkButton to="/well-being">{t('home.wellbeing_button')}</LinkButton>
    </Card>
  );
}
