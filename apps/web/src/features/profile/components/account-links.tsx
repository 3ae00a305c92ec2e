import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = {
  view_profile: { to: '/user-profile', className: 'text-harbour-700 underline underline-offset-2' },
  change_password: { to: '/change-password', className: 'text-harbour-700 underline underline-offset-2' },
  delete_account: { to: '/delete-account', className: 'text-red-800 underline underline-offset-2' },
};

/** The links to the other account pages, in this order. */
export function AccountLinks({ links }: { links: Array<keyof typeof LINKS> }) {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('account_links')} className="flex flex-wrap gap-x-6 gap-y-2">
      {links.map((key) => (
        <Link key={key} to={LINKS[key].to} className={LINKS[key].className}>
          {t(`links.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
