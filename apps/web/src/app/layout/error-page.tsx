import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Card } from '@/components/ui/card';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * Error boundary of the routes. A 404 answer shows the not-found message; anything else (a page
 * that failed, a chunk that no longer exists after a release) offers a reload. It uses plain
 * links, not the router, so it also works when the layout itself failed.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <h1 className="text-2xl font-bold text-harbour-900">
          {notFound ? t('not_found.title') : t('error_page.title')}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{notFound ? t('page_not_found') : t('error_page.text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {!notFound && (
            <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
              {t('error_page.reload')}
            </button>
          )}
          <a href="/" className={buttonClasses({ variant: notFound ? 'primary' : 'secondary' })}>
            {t('error_page.home')}
          </a>
        </div>
      </Card>
    </div>
  );
}
