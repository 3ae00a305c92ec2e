import { useTranslation } from 'react-i18next';
import { Card, PageTitle } from '@/components/ui';
import { ContactForm } from '../components/contact-form';
import { OrgContact } from '../components/org-contact';

/** /contact-us: the larger form (last name required) and the organisation's address and e-mail. */
export function Component() {
  const { t } = useTranslation('about');
  return (
    <div>
      <PageTitle title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <ContactForm variant="large" />
        </Card>
        <Card as="aside" className="h-fit">
          <h2 className="mb-3 text-xl font-bold text-harbour-900">{t('contact.office')}</h2>
          <OrgContact />
        </Card>
      </div>
    </div>
  );
}
