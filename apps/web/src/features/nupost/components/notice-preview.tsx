import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { NupostNoticeDetail } from '@harbour/shared';
import { LANGUAGES } from '@harbour/i18n';
import { languageName } from '@/lib/language-name';
import { Alert, Select, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { previewQuery } from '../api/notices';

/** The notice as a member reading the chosen language sees it in Notifications. */
export function NoticePreview({ notice }: { notice: NupostNoticeDetail }) {
  const { t, i18n } = useTranslation('nupost');
  const tm = useMessage();
  const [lang, setLang] = useState(notice.lang);
  const query = useQuery(previewQuery(notice.id, lang, notice.updated_at + notice.texts.length));
  const p = query.data;
  const rtl = LANGUAGES.find((l) => l.tag === lang)?.rtl;
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="preview-heading" className="text-lg font-bold text-harbour-900">
          {t('business.preview.title')}
        </h3>
        <Select
          label={t('business.preview.lang')}
          className="w-56"
          options={LANGUAGES.map((l) => ({ id: l.tag, label: l.nativeName, lang: l.tag }))}
          value={lang}
          onChange={(id) => id && setLang(String(id))}
        />
      </div>
      {query.isPending ? (
        <Spinner label={t('business.preview.loading')} />
      ) : !p ? (
        <Alert tone="error">{tm(query.error?.message)}</Alert>
      ) : (
        <article
          lang={p.lang}
          dir={rtl ? 'rtl' : 'ltr'}
          className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-sand-50 p-4"
        >
          <p className="text-sm font-semibold text-harbour-700">{p.business_name}</p>
          <h4 className="text-lg font-bold text-harbour-900">{p.title}</h4>
          {p.picture && <img src={p.picture} alt="" className="max-h-48 w-full rounded-xl object-cover" />}
          <p className="leading-relaxed whitespace-pre-line">{p.body}</p>
          {p.link && (
            <a
              href={p.link}
              className="font-semibold break-all text-harbour-700 underline"
              target="_blank"
              rel="noreferrer"
            >
              {p.link}
            </a>
          )}
        </article>
      )}
      {p && (
        <p className="text-sm text-slate-600">
          {!p.pending
            ? t(`business.origin.${p.origin}`)
            : notice.translation_state === 'in_progress' || notice.translation_state === 'retrying'
              ? t('business.preview.pending')
              : t('business.preview.untranslated', { lang: languageName(p.lang, i18n.language) })}
        </p>
      )}
    </section>
  );
}
