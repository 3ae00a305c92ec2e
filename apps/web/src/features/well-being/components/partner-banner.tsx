import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMainPage } from '../api/main-page';
import { SafeHtml } from './safe-html';

/**
 * The Medavie-branded part of /well-being (shown when the medavie feature is on): an intro, the
 * banner (Nova Scotia gets the Halifax one) and links to the articles. Empty defaults show nothing.
 */
export function PartnerBanner({ stateCode }: { stateCode: string }) {
  const { t } = useTranslation('well-being');
  const { data } = useMainPage(true);
  const banner =
    stateCode === 'NS' && data?.halifax_banner_text ? data.halifax_banner_text : data?.banner_text;
  return (
    <section
      aria-label={t('partner.label')}
      className="flex flex-col gap-4 rounded-2xl border border-harbour-200 bg-harbour-50 p-5 sm:p-6"
    >
      <p className="text-lg text-harbour-900">{t('partner.intro')}</p>
      {banner && <SafeHtml html={banner} />}
      {data && data.articles.length > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-bold text-harbour-900">{t('partner.articles_heading')}</h2>
          <ul className="flex flex-col gap-2">
            {data.articles.map((a) => (
              <li key={a.id}>
                <Link
                  to={`/well-being-article?id=${a.id}`}
                  dir="auto"
                  className="font-semibold text-harbour-700 underline"
                >
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
