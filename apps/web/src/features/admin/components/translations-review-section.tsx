import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@harbour/i18n';
import { TRANSLATION_REVIEW_PARTS } from '@harbour/shared';
import { RetryAlert, Spinner } from '@/components/ui';
import { useTranslationsReview } from '../api/translations-review';
import { AdminTable, adminCell } from './admin-table';

/**
 * How many translations no native speaker has checked yet, per language and part of the site: the
 * seed's translations of the site's texts, and what providers translated of organisations' listings.
 */
export function TranslationsReviewSection() {
  const { t, i18n } = useTranslation('admin');
  const query = useTranslationsReview();
  const number = new Intl.NumberFormat(i18n.language);
  const counts = new Map(query.data?.rows.map((r) => [`${r.lang}/${r.part}`, r.count]));
  const countOf = (part: string, lang: string) => counts.get(`${lang}/${part}`) ?? 0;
  const languages = LANGUAGES.filter((l) => query.data?.rows.some((r) => r.lang === l.tag));

  return (
    <section aria-labelledby="translations-review" className="flex flex-col gap-4">
      <h2 id="translations-review" className="text-2xl font-bold text-harbour-900">
        {t('review.title')}
      </h2>
      <p className="text-slate-700">{t('review.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
          {t('load_error')}
        </RetryAlert>
      ) : query.data.total === 0 ? (
        <p className="text-slate-700">{t('review.empty')}</p>
      ) : (
        <>
          <AdminTable
            caption={t('review.title')}
            columns={[
              t('review.language'),
              ...TRANSLATION_REVIEW_PARTS.map((part) => t(`review.parts.${part}`)),
              t('review.total'),
            ]}
          >
            {languages.map((l) => (
              <tr key={l.tag} className="border-t border-slate-100">
                <th scope="row" className={`${adminCell} text-start font-medium`}>
                  <bdi lang={l.tag}>{l.nativeName}</bdi>
                </th>
                {TRANSLATION_REVIEW_PARTS.map((part) => (
                  <td key={part} className={`${adminCell} tabular-nums`}>
                    {number.format(countOf(part, l.tag))}
                  </td>
                ))}
                <td className={`${adminCell} font-semibold tabular-nums`}>
                  {number.format(TRANSLATION_REVIEW_PARTS.reduce((sum, p) => sum + countOf(p, l.tag), 0))}
                </td>
              </tr>
            ))}
          </AdminTable>
          <p className="text-slate-700">{t('review.summary', { total: number.format(query.data.total) })}</p>
        </>
      )}
    </section>
  );
}
