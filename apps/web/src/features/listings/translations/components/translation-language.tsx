import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageTag } from '@harbour/i18n';
import type { ListingTranslationKind, ListingTranslationsData } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { useSaveListingTranslation } from '../api/listing-translations';
import {
  changedFields,
  FIELD_LABEL_KEYS,
  fieldTranslationState,
  shownText,
  type FieldTranslationState,
} from '../lib/translation-state';
import { nativeLanguageName } from '@/features/listings/shared/lib/written-language';
import { TranslationEditor } from './translation-editor';

const STATE_CLASSES: Record<FieldTranslationState, string> = {
  machine: 'bg-slate-100 text-slate-800',
  owner: 'bg-green-100 text-green-900',
  site: 'bg-harbour-100 text-harbour-900',
  pending: 'bg-amber-100 text-amber-900',
  none: 'bg-slate-100 text-slate-700',
};

function StateLabel({ state }: { state: FieldTranslationState }) {
  const { t } = useTranslation('vivalinks');
  return (
    <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_CLASSES[state])}>
      {t(`translations.state.${state}`)}
    </span>
  );
}

export interface TranslationLanguageProps {
  kind: ListingTranslationKind;
  data: ListingTranslationsData;
  lang: LanguageTag;
  /** the fields with a written text */
  fields: string[];
}

/**
 * One language of the Translations section: each field's text there and where it comes from; Edit opens the
 * fields for the owner's own text, and "Use the machine translation" gives the owner's texts back to it.
 */
export function TranslationLanguage({ kind, data, lang, fields }: TranslationLanguageProps) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const save = useSaveListingTranslation();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const texts = data.translations[lang] ?? {};
  const language = nativeLanguageName(lang);
  const ownerFields = fields.filter((f) => texts[f]?.origin === 'owner');
  const headingId = `translation-${lang}`;

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const send = async (fieldTexts: Record<string, string>) => {
    setNotice(null);
    const res = await save.mutateAsync({ kind, id: data.id, lang, fields: fieldTexts });
    setNotice({ ok: res.status === 1, text: tm(res.message) });
    return res.status === 1;
  };

  const initial = Object.fromEntries(fields.map((f) => [f, shownText(texts[f])]));
  const onSave = async (values: Record<string, string>) => {
    const changed = changedFields(initial, values);
    if (Object.keys(changed).length === 0 || (await send(changed))) close();
  };
  const backToMachine = () => void send(Object.fromEntries(ownerFields.map((f) => [f, ''])));

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} lang={lang} className="text-lg font-semibold text-harbour-900">
          {language}
        </h3>
        {!editing && (
          <div className="flex flex-wrap gap-2">
            {data.machine_available && ownerFields.length > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onPress={backToMachine}
                isPending={save.isPending}
                aria-label={t('translations.use_machine_label', { language })}
              >
                {t('translations.use_machine')}
              </Button>
            )}
            <Button
              ref={editButton}
              variant="secondary"
              size="sm"
              onPress={() => {
                setNotice(null);
                setEditing(true);
              }}
              aria-label={t('translations.edit_label', { language })}
            >
              {t('translations.edit')}
            </Button>
          </div>
        )}
      </div>
      {notice && <Alert tone={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {editing ? (
        <TranslationEditor
          lang={lang}
          fields={fields}
          original={data.original}
          originalLang={data.original_lang}
          machineAvailable={data.machine_available}
          initial={initial}
          saving={save.isPending}
          onSave={(values) => void onSave(values)}
          onCancel={close}
        />
      ) : (
        <dl className="flex flex-col gap-3">
          {fields.map((field) => {
            const text = shownText(texts[field]);
            return (
              <div key={field} className="flex flex-col gap-1">
                <dt className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
                  {t(FIELD_LABEL_KEYS[field] ?? field)}
                  <StateLabel state={fieldTranslationState(texts[field], data)} />
                </dt>
                {text && (
                  <dd lang={lang} dir="auto" className="whitespace-pre-line text-slate-900">
                    {text}
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      )}
    </li>
  );
}
