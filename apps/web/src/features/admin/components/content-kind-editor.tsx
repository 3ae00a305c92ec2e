import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentAdminKindPair } from '@harbour/shared';
import { Alert, LinkButton, RetryAlert, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { languageName } from '@/lib/language-name';
import { useContentKindPair, useMarkContentKindReviewed, useSaveContentKind } from '../api/content-kinds';
import { ContentKindField } from './content-kind-field';
import { kindName } from './content-kind-switcher';
import { SaveAndReviewActions, useSaveAndReview } from './save-and-review';

/** The item's English texts (read-only) beside the chosen language's, with Save and Mark reviewed. */
export function ContentKindEditor({ kind, id, lang }: { kind: string; id: number; lang: string }) {
  const { t } = useTranslation('admin');
  const query = useContentKindPair(kind, id, lang);
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
        {query.error.message === 'content.not_found' ? t('content_kinds.not_found') : t('load_error')}
      </RetryAlert>
    );
  return <EditorForm key={`${kind}/${id}/${lang}`} pair={query.data} />;
}

function EditorForm({ pair }: { pair: ContentAdminKindPair }) {
  const { t, i18n } = useTranslation('admin');
  const tm = useMessage();
  const { kind, id } = pair;
  const lang = pair.target.lang;
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(pair.fields.map((f) => [f.name, pair.target.texts[f.name] ?? ''])),
  );
  const editor = useSaveAndReview(
    useSaveContentKind(kind, id, lang),
    useMarkContentKindReviewed(kind, id, lang),
  );
  const isEnglish = lang === 'en';
  const hasText = Object.keys(pair.target.texts).length > 0;

  const fieldLabel = (name: string) =>
    t(`content_kinds.fields.${name}`, { defaultValue: name.replaceAll('_', ' ') });

  return (
    <form
      onSubmit={(event) => editor.submit(event, { texts: draft, reviewed: false })}
      className="flex flex-col gap-6"
      aria-labelledby="content-kind-editor-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-kind-editor-title" className="text-2xl font-bold text-harbour-900">
          {t('content.editing', {
            page: pair.label || kindName(t, kind),
            language: languageName(lang, i18n.language),
          })}
        </h2>
        <LinkButton to={`/admin/content?kind=${encodeURIComponent(kind)}`} variant="secondary">
          {t('content_kinds.back', { kind: kindName(t, kind) })}
        </LinkButton>
      </div>
      <p className="text-slate-700" role="status">
        {t('content.state_now', { state: t(`content.states.${pair.target.state}`) })}
      </p>
      {pair.target.stale && <Alert tone="info">{t('content_kinds.stale')}</Alert>}
      {isEnglish && <Alert tone="info">{t('content_kinds.english_read_only')}</Alert>}
      {!isEnglish &&
        pair.fields.map((field) => (
          <ContentKindField
            key={field.name}
            field={field}
            label={fieldLabel(field.name)}
            note={field.html ? t('content_kinds.html_note') : undefined}
            source={pair.source.texts[field.name] ?? ''}
            lang={lang}
            value={draft[field.name] ?? ''}
            onChange={(value) => setDraft((d) => ({ ...d, [field.name]: value }))}
          />
        ))}
      <SaveAndReviewActions
        editor={editor}
        errorText={(message) =>
          message === 'content.not_found' ? t('content_kinds.not_found') : tm(message)
        }
        canReview={hasText && pair.target.state !== 'reviewed'}
        readOnly={isEnglish}
      />
    </form>
  );
}
