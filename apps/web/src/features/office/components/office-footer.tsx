import { useTranslation } from 'react-i18next';
import { OFFICE_PHONE } from '@harbour/shared';
import { Spinner } from '@/components/ui';
import { useOrgSetting } from '@/lib/org-setting';
import { LinkifiedText } from './linkified-text';

const phone = `${OFFICE_PHONE.slice(0, 3)}-${OFFICE_PHONE.slice(3, 6)}-${OFFICE_PHONE.slice(6)}`;

/** Contact lines under the page: e-mail addresses and phone numbers in the text become links. */
export function OfficeFooter() {
  const { t } = useTranslation('office');
  const address = useOrgSetting('org_address');
  const email = useOrgSetting('org_email');
  const loading = address.isPending || email.isPending;
  return (
    <footer className="mt-10 rounded-2xl bg-harbour-50 p-5 text-slate-800 sm:p-6">
      <h2 className="text-xl font-bold text-harbour-900">{t('footer.title')}</h2>
      {loading ? (
        <Spinner className="mt-3" />
      ) : (
        <div className="mt-2 flex flex-col gap-1">
          {address.data && <LinkifiedText text={t('footer.address', { address: address.data })} />}
          <LinkifiedText
            text={
              email.data
                ? t('footer.contact', { email: email.data, phone })
                : t('footer.phone_only', { phone })
            }
          />
        </div>
      )}
    </footer>
  );
}
