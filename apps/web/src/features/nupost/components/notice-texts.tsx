import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NUPOST_NOTICE_BODY_MAX,
  NUPOST_NOTICE_TITLE_MAX,
  type NupostNoticeDetail,
  type NupostNoticeText,
} from '@harbour/shared';
import { LANGUAGES } from '@harbour/i18n';
import { languageName } from '@/lib/language-name';
import { Alert, Button, Select, TextField } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { noticesKey, replaceText, restoreMachineText } from '../api/notices';

const nativeName = (tag: string) => LANGUAGES.find((l) => l.tag === tag)?.nativeName ?? tag;

function ReplaceForm({
  notice,
  text,
  onDone,
}: {
  notice: NupostNoticeDetail;
  text: NupostNoticeText;
  onDone: () => void;
}) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(text.title);
  const [body, setBody] = useState(text.body);
  const save = useMutation({
    mutationFn: () => replaceText(notice.id, text.lang, { title, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: noticesKey });
      onDone();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (title.trim() && body.trim()) save.mutate();
  };
  const dir = LANGUAGES.find((l) => l.tag === text.lang)?.rtl ? 'rtl' : 'ltr';
  return (
    <form onSubmit={submit} lang={text.lang} dir={dir} className="flex flex-col gap-3 pt-2">
      <TextField
        label={t('business.form.title')}
        value={title}
        onChange={setTitle}
        maxLength={NUPOST_NOTICE_TITLE_MAX}
        isRequired
      />
      <TextField
        label={t('business.form.body')}
        value={body}
        onChange={setBody}
        maxLength={NUPOST_NOTICE_BODY_MAX}
        multiline
        isRequired
      />
      {save.isError && <Alert tone="error">{tm(save.error.message)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" isPending={save.isPending} isDisabled={!title.trim() || !body.trim()}>
          {t('business.texts.save')}
        </Button>
        <Button variant="secondary" size="sm" onPress={onDone}>
          {t('business.form.discard')}
        </Button>
      </div>
    </form>
  );
}

/** Writing a language that has no text yet (its machine translation still on its way, or none to come). */
function WriteMissing({ notice, missing }: { notice: NupostNoticeDetail; missing: string[] }) {
  const { t } = useTranslation('nupost');
  const [lang, setLang] = useState(missing[0]!);
  const [open, setOpen] = useState(false);
  const chosen = missing.includes(lang) ? lang : missing[0]!;
  if (open) {
    const text: NupostNoticeText = {
      lang: chosen,
      title: notice.title,
      body: notice.body,
      origin: 'machine',
    };
    return <ReplaceForm key={chosen} notice={notice} text={text} onDone={() => setOpen(false)} />;
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label={t('business.texts.write_label')}
        className="w-56"
        options={missing.map((tag) => ({ id: tag, label: nativeName(tag), lang: tag }))}
        value={chosen}
        onChange={(id) => id && setLang(String(id))}
      />
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        {t('business.texts.write')}
      </Button>
    </div>
  );
}

/**
 * What members of the languages without a text will read: the translation still coming, or (no provider,
 * a failure, a language no provider has) the notice in its own language.
 */
function TranslationState({ notice, missing }: { notice: NupostNoticeDetail; missing: number }) {
  const { t, i18n } = useTranslation('nupost');
  const state = notice.translation_state;
  if (state === 'in_progress')
    return <p className="text-sm text-slate-600">{t('business.texts.translating', { count: missing })}</p>;
  if (state === 'complete') return null;
  return (
    <Alert tone="info">
      {t(`business.texts.state_${state}`, { count: missing, lang: languageName(notice.lang, i18n.language) })}
    </Alert>
  );
}

/** Every language's text, labelled machine translation / written by you, each replaceable. */
export function NoticeTexts({ notice, editable }: { notice: NupostNoticeDetail; editable: boolean }) {
  const { t, i18n } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const restore = useMutation({
    mutationFn: (lang: string) => restoreMachineText(notice.id, lang),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
  const missing = LANGUAGES.filter((l) => !notice.texts.some((x) => x.lang === l.tag));
  return (
    <section aria-labelledby="texts-heading" className="flex flex-col gap-3">
      <h3 id="texts-heading" className="text-lg font-bold text-harbour-900">
        {t('business.texts.title')}
      </h3>
      <p className="text-sm text-slate-700">
        {notice.translation_state === 'unavailable'
          ? t('business.texts.intro_original', { lang: languageName(notice.lang, i18n.language) })
          : t('business.texts.intro')}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200">
        {notice.texts.map((text) => (
          <li key={text.lang} className="flex flex-col gap-1 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold" lang={text.lang}>
                {nativeName(text.lang)}
              </span>
              <span
                className={
                  text.origin === 'machine'
                    ? 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
                    : 'rounded-full bg-harbour-100 px-2.5 py-0.5 text-xs font-semibold text-harbour-900'
                }
              >
                {t(`business.origin.${text.origin}`)}
              </span>
            </div>
            <p dir="auto" lang={text.lang} className="truncate text-slate-800">
              {text.title}
            </p>
            {editing === text.lang ? (
              <ReplaceForm notice={notice} text={text} onDone={() => setEditing(null)} />
            ) : (
              editable &&
              text.origin !== 'original' && (
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="link"
                    aria-label={t('business.texts.replace_lang', {
                      lang: languageName(text.lang, i18n.language),
                    })}
                    onPress={() => setEditing(text.lang)}
                  >
                    {t('business.texts.replace')}
                  </Button>
                  {text.origin === 'written' && (
                    <Button
                      variant="link"
                      aria-label={t('business.texts.restore_lang', {
                        lang: languageName(text.lang, i18n.language),
                      })}
                      isPending={restore.isPending && restore.variables === text.lang}
                      onPress={() => restore.mutate(text.lang)}
                    >
                      {t('business.texts.restore')}
                    </Button>
                  )}
                </div>
              )
            )}
          </li>
        ))}
      </ul>
      {missing.length > 0 && <TranslationState notice={notice} missing={missing.length} />}
      {editable && missing.length > 0 && <WriteMissing notice={notice} missing={missing.map((l) => l.tag)} />}
      {restore.isError && <Alert tone="error">{tm(restore.error.message)}</Alert>}
    </section>
  );
}
