import { useTranslation } from 'react-i18next';

/** "Check your inbox (and the spam folder)" after a registration. */
export function CheckEmailNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('auth');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div role="status" className="flex flex-col gap-3 text-center">
      <span aria-hidden="true" className="text-5xl">
        ✉
      </span>
      <Heading className="text-lg font-bold uppercase tracking-wide text-harbour-900">
        {t('check_email.heading')}
      </Heading>
      <p>{t('check_email.text')}</p>
      <p className="text-slate-700">{t('check_email.spam')}</p>
    </div>
  );
}
