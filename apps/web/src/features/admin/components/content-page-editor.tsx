import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@harbour/i18n';
import type { ContentAdminPagePair, ContentAdminPageText } from '@harbour/shared';
import { LinkButton, RetryAlert, Spinner } from '@/components/ui';
import { fieldInputClass, fieldLabelClass } from '@/components/ui/text-field';
import { useMessage } from '@/lib/messages';
import { languageName } from '@/lib/language-name';
import { useContentPagePair, useMarkContentPageReviewed, useSaveContentPage } from '../api/content-pages';
import { SaveAndReviewActions, useSaveAndReview } from './save-and-review';

type Section = { heading: string; text: string; link: string | null };
interface Draft {
  title: string;
  intro: string;
  sections: Section[];
}

const languageOf = (tag: string) => LANGUAGES.find((l) => l.tag === tag);
const dirOf = (tag: string) => (languageOf(tag)?.rtl ? 'rtl' : 'ltr');

/** The target's text, or an empty text in the source's shape (its links kept) when it has none. */
function draftOf({ source, target }: ContentAdminPagePair): Draft {
  if (target.state !== 'missing')
    return { title: target.title, intro: target.intro, sections: target.sections };
  return {
    title: '',
    intro: '',
    sections: source.sections.map((s) => ({ heading: '', text: '', link: s.link })),
  };
}

/** The English text (read-only) beside the chosen language's, with Save and Mark reviewed. */
export function ContentPageEditor({ slug, lang }: { slug: string; lang: string }) {
  const { t } = useTranslation('admin');
  const query = useContentPagePair(slug, lang);
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
        {t('load_error')}
      </RetryAlert>
    );
  return <EditorForm key={`${slug}/${lang}`} pair={query.data} slug={slug} />;
}

function EditorForm({ pair, slug }: { pair: ContentAdminPagePair; slug: string }) {
  const { t, i18n } = useTranslation('admin');
  const tm = useMessage();
  const lang = pair.target.lang;
  const [draft, setDraft] = useState<Draft>(() => draftOf(pair));
  const editor = useSaveAndReview(useSaveContentPage(slug, lang), useMarkContentPageReviewed(slug, lang));
  const sourceName = languageOf(pair.source.lang)?.nativeName ?? pair.source.lang;
  const setSection = (i: number, patch: Partial<Section>) =>
    setDraft((d) => ({ ...d, sections: d.sections.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));

  return (
    <form
      onSubmit={(event) => editor.submit(event, draft)}
      className="flex flex-col gap-6"
      aria-labelledby="content-editor-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-editor-title" className="text-2xl font-bold text-harbour-900">
          {t('content.editing', {
            page: pair.source.title || slug,
            language: languageName(lang, i18n.language),
          })}
        </h2>
        <LinkButton to="/admin/content" variant="secondary">
          {t('content.back')}
        </LinkButton>
      </div>
      <p className="text-slate-700" role="status">
        {t('content.state_now', { state: t(`content.states.${pair.target.state}`) })}
      </p>
      <Pair
        source={pair.source}
        sourceName={sourceName}
        label={t('content.title_field')}
        lang={lang}
        value={draft.title}
        required
        onChange={(title) => setDraft((d) => ({ ...d, title }))}
      />
      <Pair
        source={pair.source}
        sourceName={sourceName}
        label={t('content.intro_field')}
        lang={lang}
        text="intro"
        value={draft.intro}
        onChange={(intro) => setDraft((d) => ({ ...d, intro }))}
      />
      {draft.sections.map((section, i) => (
        <fieldset key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-harbour-900">
            {t('content.section', { number: i + 1 })}
          </legend>
          <Pair
            source={pair.source}
            sourceName={sourceName}
            label={t('content.heading_field')}
            lang={lang}
            section={i}
            text="heading"
            value={section.heading}
            onChange={(heading) => setSection(i, { heading })}
          />
          <Pair
            source={pair.source}
            sourceName={sourceName}
            label={t('content.text_field')}
            lang={lang}
            section={i}
            text="text"
            value={section.text}
            onChange={(text) => setSection(i, { text })}
          />
        </fieldset>
      ))}
      <SaveAndReviewActions
        editor={editor}
        errorText={tm}
        canReview={pair.target.state !== 'missing' && pair.target.state !== 'reviewed'}
      />
    </form>
  );
}

/** One field: the source's text read-only at the start, the target's input beside it. */
function Pair({
  source,
  sourceName,
  label,
  lang,
  section,
  text = 'title',
  value,
  required,
  onChange,
}: {
  source: ContentAdminPageText;
  sourceName: string;
  label: string;
  lang: string;
  section?: number;
  text?: 'title' | 'intro' | 'heading' | 'text';
  value: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `content-${text}-${section ?? 'page'}`;
  const original =
    section === undefined
      ? source[text as 'title' | 'intro']
      : (source.sections[section]?.[text as 'heading' | 'text'] ?? '');
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="flex flex-col gap-1">
        <span className={fieldLabelClass}>
          {label} · <bdi>{sourceName}</bdi>
        </span>
        <div
          lang={source.lang}
          dir={dirOf(source.lang)}
          className="min-h-11 whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800"
        >
          {original}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={fieldLabelClass}>
          {label} · <bdi>{languageOf(lang)?.nativeName ?? lang}</bdi>
        </label>
        {text === 'intro' || text === 'text' ? (
          <textarea
            id={id}
            className={`${fieldInputClass} ${text === 'intro' ? 'min-h-32' : 'min-h-40'}`}
            dir={dirOf(lang)}
            lang={lang}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            id={id}
            className={fieldInputClass}
            dir={dirOf(lang)}
            lang={lang}
            value={value}
            required={required}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
    </div>
  );
}
