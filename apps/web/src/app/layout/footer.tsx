import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { to: '/about-us', key: 'footer.about' },
  { to: '/contact-us', key: 'footer.contact' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-and-conditions', key: 'footer.terms' },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-harbour-900 text-harbour-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="underline-offset-4 hover:underline">
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm text-harbour-100">
          <p>{t('footer.address')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
