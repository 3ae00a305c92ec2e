import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui';
import { useOrgSetting } from '@/lib/org-setting';

/** The organisation's address and e-mail (settings org_address and org_email of contact_us). */
export function OrgContact() {
  const { t } = useTranslation('about');
  const address = useOrgSetting('org_address');
  const email = useOrgSetting('org_email');
  if (address.isPending || email.isPending) return <Spinner size="sm" />;
  return (
    <dl className="flex flex-col gap-3">
      {address.data && (
        <div>
          <dt className="font-semibold text-slate-900">{t('about.address')}</dt>
          <dd dir="auto" className="text-slate-700">
            <address className="not-italic">{address.data}</address>
          </dd>
        </div>
      )}
      {email.data && (
        <div>
          <dt className="font-semibold text-slate-900">{t('about.email')}</dt>
          <dd>
            <a
              href={`mailto:${email.data}`}
              className="text-harbour-700 underline underline-offset-4"
              dir="ltr"
            >
              {email.data}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
