import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentKinds } from '../api/content-kinds';

const tab =
  'rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';
const current = 'border-harbour-700 bg-harbour-700 text-white';
const other = 'border-slate-300 bg-white text-harbour-900 hover:bg-harbour-50';

/** Pages, then every other kind of content the server lists, each with its number of items. */
export function ContentKindSwitcher({ kind }: { kind: string | null }) {
  const { t } = useTranslation('admin');
  const kinds = useContentKinds();
  const link = (to: string, label: string, isCurrent: boolean, key: string) => (
    <li key={key}>
      <Link
        to={to}
        className={`${tab} ${isCurrent ? current : other}`}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('content_kinds.switcher')}>
      <ul className="flex flex-wrap gap-2">
        {link('/admin/content', t('content_kinds.pages'), kind === null, 'pages')}
        {kinds.data?.kinds.map((k) =>
          link(
            `/admin/content?kind=${encodeURIComponent(k.kind)}`,
            t('content_kinds.kind_with_count', { kind: kindName(t, k.kind), number: k.items }),
            k.kind === kind,
            k.kind,
          ),
        )}
      </ul>
      {kinds.isError && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t('content_kinds.kinds_error')}
        </p>
      )}
    </nav>
  );
}

/** A kind's name in the admin's language; a kind added later without a name shows its key. */
export function kindName(t: (key: string, options: { defaultValue: string }) => string, kind: string) {
  return t(`content_kinds.names.${kind}`, { defaultValue: kind.replaceAll('_', ' ') });
}
