import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@harbour/i18n';
import { RetryAlert, Spinner } from '@/components/ui';
import { languageName } from '@/lib/language-name';
import { useContentPages } from '../api/content-pages';
import { AdminTable, adminCell } from './admin-table';
import { CONTENT_STATE_CLASS } from './content-state';

/** Every page with its state in the 13 languages; each cell opens that language's editor. */
export function ContentPagesGrid() {
  const { t, i18n } = useTranslation('admin');
  const query = useContentPages();

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
        {t('load_error')}
      </RetryAlert>
    );
  if (query.data.pages.length === 0) return <p className="text-slate-700">{t('content.empty')}</p>;

  return (
    <AdminTable
      caption={t('content.pages_caption')}
      columns={[t('content.page'), ...LANGUAGES.map((l) => <abbr title={l.nativeName}>{l.tag}</abbr>)]}
    >
      {query.data.pages.map((page) => (
        <tr key={page.slug} className="border-t border-slate-100">
          <th scope="row" className={`${adminCell} text-start font-medium`}>
            <bdi lang="en">{page.title}</bdi>
            <span className="block text-xs text-slate-600">{page.slug}</span>
          </th>
          {LANGUAGES.map((l) => {
            const state = page.states[l.tag] ?? 'missing';
            return (
              <td key={l.tag} className={adminCell}>
                <Link
                  to={`?page=${encodeURIComponent(page.slug)}&lang=${l.tag}`}
                  className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium underline-offset-2 hover:underline ${CONTENT_STATE_CLASS[state]}`}
                  aria-label={t('content.edit_in', {
                    page: page.title,
                    language: languageName(l.tag, i18n.language),
                    state: t(`content.states.${state}`),
                  })}
                >
                  {t(`content.states.${state}`)}
                </Link>
              </td>
            );
          })}
        </tr>
      ))}
    </AdminTable>
  );
}
