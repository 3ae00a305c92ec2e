import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { LANGUAGES } from '@harbour/i18n';
import type { ListingTranslationKind } from '@harbour/shared';
import { Card, RetryAlert, Spinner } from '@/components/ui';
import { useListingTranslations } from '../api/listing-translations';
import { writtenFields } from '../lib/translation-state';
import { nativeLanguageName } from '@/features/listings/shared/lib/written-language';
import { TranslationLanguage } from './translation-language';

/** While the machine is at work, the section looks again this often. */
const PENDING_REFRESH_MS = 20_000;

function TranslationsBody({ kind, id }: { kind: ListingTranslationKind; id: number }) {
  const { t } = useTranslation('vivalinks');
  const query = useListingTranslations(kind, id, PENDING_REFRESH_MS);

  if (query.isPending) return <Spinner label={t('translations.loading')} />;
  if (query.isError) {
    return (
      <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
        {t('translations.load_error')}
      </RetryAlert>
    );
  }
  const data = query.data;
  const fields = writtenFields(kind, data);
  if (fields.length === 0) return <p className="text-slate-700">{t('translations.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('translations.intro')}</p>
      {!data.machine_available && <p className="text-slate-700">{t('translations.no_machine')}</p>}
      <p className="text-slate-700">
        {t('translations.written_in')}{' '}
        <bdi lang={data.original_lang} className="font-semibold">
          {nativeLanguageName(data.original_lang)}
        </bdi>
      </p>
      <ul aria-label={t('translations.title')} className="flex flex-col gap-4">
        {LANGUAGES.filter((l) => l.tag !== data.original_lang).map((l) => (
          <TranslationLanguage key={l.tag} kind={kind} data={data} lang={l.tag} fields={fields} />
        ))}
      </ul>
    </div>
  );
}

/**
 * /vivalinks/update's Translations section, closed at first: the listing in the 12 other languages, each
 * field labelled machine translated, the owner's text, being translated or not translated yet. The texts
 * are asked for only once it is opened.
 */
export function ListingTranslations({ kind, id }: { kind: ListingTranslationKind; id: number }) {
  const { t } = useTranslation('vivalinks');
  const [open, setOpen] = useState(false);
  return (
    <Card as="section">
      <Disclosure isExpanded={open} onExpandedChange={setOpen} className="flex flex-col gap-4">
        <Heading level={2} className="text-xl font-bold text-harbour-900">
          <AriaButton
            slot="trigger"
            className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg text-start outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
          >
            {t('translations.title')}
            <span aria-hidden="true" className={open ? 'rotate-180' : undefined}>
              ▾
            </span>
          </AriaButton>
        </Heading>
        <DisclosurePanel>{open && <TranslationsBody kind={kind} id={id} />}</DisclosurePanel>
      </Disclosure>
    </Card>
  );
}
