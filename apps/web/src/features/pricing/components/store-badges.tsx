import { useTranslation } from 'react-i18next';

const APP_STORE = 'https://apps.apple.com/ca/search?term=Harbour%20newcomers';
const GOOGLE_PLAY = 'https://play.google.com/store/search?q=Harbour%20newcomers&c=apps';

const badge =
  'inline-flex items-center gap-3 rounded-xl bg-black px-4 py-2 text-white outline-none hover:bg-slate-800 focus-visible:ring-4 focus-visible:ring-harbour-400 focus-visible:ring-offset-2';

/** App Store and Google Play badges, drawn here, linking to each store's search page. */
export function StoreBadges() {
  const { t } = useTranslation('pricing');
  return (
    <ul aria-label={t('info.apps_label')} className="flex flex-wrap gap-4">
      <li>
        <a
          href={APP_STORE}
          className={badge}
          aria-label={t('info.app_store')}
          rel="noopener noreferrer"
          target="_blank"
          dir="ltr"
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
            <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
          </svg>
          <span aria-hidden="true" className="flex flex-col leading-tight">
            <span className="text-xs">{t('info.app_store_small')}</span>
            <span className="text-lg font-semibold">App Store</span>
          </span>
        </a>
      </li>
      <li>
        <a
          href={GOOGLE_PLAY}
          className={badge}
          aria-label={t('info.google_play')}
          rel="noopener noreferrer"
          target="_blank"
          dir="ltr"
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M4 2.5 14 12 4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#34d399" />
            <path d="M17.3 8.9 14 12 4 2.5c.2-.1.6-.1.9.1z" fill="#60a5fa" />
            <path d="M17.3 15.1 4.9 21.4c-.3.2-.7.2-.9.1L14 12z" fill="#f87171" />
            <path d="m17.3 8.9 3 1.7c.9.5.9 1.9 0 2.4l-3 2.1L14 12z" fill="#fbbf24" />
          </svg>
          <span aria-hidden="true" className="flex flex-col leading-tight">
            <span className="text-xs">{t('info.google_play_small')}</span>
            <span className="text-lg font-semibold">Google Play</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
