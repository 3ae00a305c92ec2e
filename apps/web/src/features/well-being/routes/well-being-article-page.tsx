import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert, Card, PageSpinner, PageTitle } from '@/components/ui';
import { PageError } from '../components/page-error';
import { useMessage } from '@/lib/messages';
import { useArticle } from '../api/article';
import { useMainPage } from '../api/main-page';
import { SafeHtml } from '../components/safe-html';

/**
 * /well-being-article?id=1|2|3 shows an article; ?content=banner|halifax shows the free HTML of the
 * partner banner (the core screens and routes: "article by id 1, 2 or 3, or free HTML content").
 */
export function Component() {
  const { t } = useTranslation('well-being');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const content = params.get('content');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <p>
        <Link to="/well-being" className="font-semibold text-harbour-700 underline">
          <span aria-hidden="true">‹</span> {t('article.back')}
        </Link>
      </p>
      {id !== null ? (
        <Article id={id} />
      ) : content === 'banner' || content === 'halifax' ? (
        <FreeContent which={content} />
      ) : (
        <NotFound />
      )}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('well-being');
  return (
    <>
      <PageTitle title={t('title')} />
      <Alert tone="info">{t('article.not_found')}</Alert>
    </>
  );
}

function Article({ id }: { id: number }) {
  const { t } = useTranslation('well-being');
  const tm = useMessage();
  const { data, isPending, isError, error, refetch, isRefetching } = useArticle(id);
  if (isPending) return <PageSpinner />;
  if (isError) {
    if (error.message === 'not_found') return <NotFound />;
    return (
      <PageError
        title={t('article.error')}
        message={tm(error.message)}
        onRetry={refetch}
        isRetrying={isRefetching}
      />
    );
  }
  return (
    <article className="flex flex-col gap-5">
      <div>
        <p dir="auto" className="text-sm font-semibold tracking-wide text-sea-700 uppercase">
          {data.header}
        </p>
        <PageTitle title={data.title} className="mb-0" dir="auto" />
      </div>
      {data.banner_text && (
        <div className="rounded-2xl bg-sea-50 p-5 text-lg">
          <SafeHtml html={data.banner_text} />
        </div>
      )}
      <Card>
        <SafeHtml html={data.text} />
      </Card>
    </article>
  );
}

function FreeContent({ which }: { which: 'banner' | 'halifax' }) {
  const { t } = useTranslation('well-being');
  const { data, isPending } = useMainPage(true);
  if (isPending) return <PageSpinner />;
  const html = which === 'halifax' ? data?.halifax_banner_text : data?.banner_text;
  if (!html) return <NotFound />;
  return (
    <>
      <PageTitle title={t('article.partner_title')} />
      <Card>
        <SafeHtml html={html} />
      </Card>
    </>
  );
}
