import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@harbour/i18n';
import { RetryAlert, Spinner } from '@/components/ui';
import { languageName } from '@/lib/language-name';
import { useContentKindItems } from '../api/content-kinds';
import { AdminTable, adminCell } from './admin-table';
import { kindName } from './content-kind-switcher';
import { CONTENT_STATE_CLASS } from './content-state';

/** A kind's items with their state in the 13 languages; each cell opens that language's editor. */
export function ContentKindGrid({ kind }: { kind: string }) {
  const { t, i18n } = useTranslation('admin');
  const query = useContentKindItems(kind);

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
        {t('load_error')}
      </RetryAlert>
    );
  const name = kindName(t, kind);
  if (query.data.items.length === 0)
    return <p className="text-slate-700">{t('content_kinds.empty', { kind: name })}</p>;

  return (
    <AdminTable
      caption={t('content_kinds.caption', { kind: name })}
      columns={[t('content_kinds.item'), ...LANGUAGES.map((l) => <abbr title={l.nativeName}>{l.tag}</abbr>)]}
    >
      {query.data.items.map((item) => (
        <tr key={item.id} className="border-t border-slate-100">
          <th scope="row" className={`${adminCell} text-start font-medium`}>
            <bdi lang="en">{item.label}</bdi>
            {item.group && <span className="block text-xs text-slate-600">{item.group}</span>}
          </th>
          {LANGUAGES.map((l) => {
            const state = item.states[l.tag] ?? 'missing';
            const stale = item.stale.includes(l.tag);
            const stateName = t(`content.states.${state}`);
            return (
              <td key={l.tag} className={adminCell}>
                <Link
                  to={`?kind=${encodeURIComponent(kind)}&id=${item.id}&lang=${l.tag}`}
                  className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium underline-offset-2 hover:underline ${CONTENT_STATE_CLASS[state]}`}
                  aria-label={t('content.edit_in', {
                    page: item.label,
                    language: languageName(l.tag, i18n.language),
                    state: stale ? t('content_kinds.state_stale', { state: stateName }) : stateName,
                  })}
                >
                  {stateName}
                  {stale && (
                    <span className="block font-normal italic">{t('content_kinds.stale_short')}</span>
                  )}
                </Link>
              </td>
            );
          })}
        </tr>
      ))}
    </AdminTable>
  );
}
