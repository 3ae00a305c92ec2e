import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGES } from '@harbour/i18n';
import { Alert, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { ContentKindEditor } from '../components/content-kind-editor';
import { ContentKindGrid } from '../components/content-kind-grid';
import { ContentKindSwitcher } from '../components/content-kind-switcher';
import { ContentPageEditor } from '../components/content-page-editor';
import { ContentPagesGrid } from '../components/content-pages-grid';

const isLanguage = (tag: string | null): tag is string => LANGUAGES.some((l) => l.tag === tag);

/**
 * /admin/content: the site's pages with their state in 13 languages; ?page=<slug>&lang=<tag> opens
 * the side-by-side editor. ?kind=<kind> shows another kind's items (sponsors, notices…) and
 * &id=<id>&lang=<tag> its editor. Only the admin role (the server refuses anyone else too).
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const slug = params.get('page');
  const lang = params.get('lang');
  const editing = slug && isLanguage(lang) ? { slug, lang } : null;
  const kind = params.get('kind');
  const id = Number(params.get('id'));
  const item = kind && Number.isInteger(id) && id > 0 && isLanguage(lang) ? { kind, id, lang } : null;

  return (
    <div className="flex flex-col gap-8">
      <PageTitle
        title={kind ? t('content_kinds.title') : t('content.title')}
        subtitle={kind ? t('content_kinds.subtitle') : t('content.subtitle')}
        className="mb-0"
      />
      {status === 'loading' ? (
        <PageSpinner />
      ) : !user ? (
        <Card className="flex flex-col items-start gap-4">
          <p role="status">{t('please_login', { ns: 'common' })}</p>
          <LinkButton to={`/sign-in?next=${encodeURIComponent('/admin/content')}`}>{t('sign_in')}</LinkButton>
        </Card>
      ) : user.role !== 'admin' ? (
        <Alert tone="error" title={t('forbidden_title')}>
          {t('forbidden')}
        </Alert>
      ) : (
        <>
          <ContentKindSwitcher kind={kind} />
          {item ? (
            <ContentKindEditor kind={item.kind} id={item.id} lang={item.lang} />
          ) : kind ? (
            <ContentKindGrid kind={kind} />
          ) : editing ? (
            <ContentPageEditor slug={editing.slug} lang={editing.lang} />
          ) : (
            <ContentPagesGrid />
          )}
        </>
      )}
    </div>
  );
}
