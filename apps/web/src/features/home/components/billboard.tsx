import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BillboardItem } from '@harbour/shared';
import { Alert, Card, Spinner } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useBillboard } from '../api/bill-board-content';
// Files of their own (not inlined into the page's script): they show only when there are no notices.
import appStoreQr from './qr/app-store.svg?no-inline';
import googlePlayQr from './qr/google-play.svg?no-inline';

/** Where the QR codes lead (the codes in ./qr encode these addresses). */
const APP_STORE_URL = 'https://apps.apple.com/ca/search?term=harbour%20newcomers';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=harbour%20newcomers&c=apps';

/** Home page billboard: the notices, or the app download codes when there are none. */
export function Billboard() {
  const { t } = useTranslation('community');
  const { data, isPending, isError } = useBillboard();

  return (
    <Card as="section" className="flex flex-col gap-4">
      <h2 id="billboard-title" className="text-xl font-bold text-harbour-900">
        {data && data.length > 0 ? t('home.billboard_title') : t('home.apps_title')}
      </h2>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <>
          <Alert tone="error">{t('home.billboard_error')}</Alert>
          <AppDownload />
        </>
      ) : data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {data.map((item, i) => (
            <Notice key={`${item.title}-${i}`} item={item} />
          ))}
        </ul>
      ) : (
        <AppDownload />
      )}
    </Card>
  );
}

function Notice({ item }: { item: BillboardItem }) {
  const { t } = useTranslation('community');
  const linkClass =
    'self-start font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900';
  return (
    <li className="flex flex-col gap-1 border-s-4 border-sea-300 ps-4">
      <h3 dir="auto" className="text-lg font-semibold text-slate-900">
        {item.title}
      </h3>
      <p dir="auto" className="text-slate-700">
        {item.content}
      </p>
      {item.message && (
        <p dir="auto" className="font-medium text-sea-700">
          {item.message}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('home.billboard_updated', { date: formatDate(item.updated_at) })}
      </p>
      {item.dynamic_link?.startsWith('/') ? (
        <Link to={item.dynamic_link} className={linkClass}>
          {t('home.billboard_more')}
          <span className="sr-only">: {item.title}</span>
        </Link>
      ) : item.link ? (
        <a href={item.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('home.billboard_open_site')}
          <span className="sr-only">
            : {item.title} {t('opens_new_tab')}
          </span>
        </a>
      ) : null}
    </li>
  );
}

function AppDownload() {
  const { t } = useTranslation('community');
  const stores = [
    { href: APP_STORE_URL, qr: appStoreQr, label: t('home.app_store'), alt: t('home.app_store_qr') },
    { href: GOOGLE_PLAY_URL, qr: googlePlayQr, label: t('home.google_play'), alt: t('home.google_play_qr') },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('home.apps_text')}</p>
      <ul className="flex flex-wrap gap-6">
        {stores.map((s) => (
          <li key={s.href} className="flex flex-col items-center gap-2">
            <img
              src={s.qr}
              alt={s.alt}
              width={128}
              height={128}
              className="rounded-lg border border-slate-200"
            />
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
            >
              {s.label}
              <span className="sr-only"> {t('opens_new_tab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
