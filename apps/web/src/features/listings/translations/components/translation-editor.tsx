import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import { LISTING_TRANSLATION_TEXT_MAX } from '@harbour/shared';
import { Button } from '@/components/ui';
import { FieldLabel, fieldDescriptionClass, fieldInputClass } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { FIELD_LABEL_KEYS } from '../lib/translation-state';

export interface TranslationEditorProps {
  /** the language being written */
  lang: string;
  fields: string[];
  /** field → the listing's written text, shown above each box */
  original: Record<string, string>;
  originalLang: string;
  /** false without a translation provider: an emptied text shows the original, not a machine's */
  machineAvailable: boolean;
  /** field → the text the box starts from */
  initial: Record<string, string>;
  saving: boolean;
  onSave: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** Longest written text (characters) whose box starts one line high. */
const SHORT_TEXT = 80;

/** The owner's own text of each field in one language; the written text is shown above its box. */
export function TranslationEditor({
  lang,
  fields,
  original,
  originalLang,
  machineAvailable,
  initial,
  saving,
  onSave,
  onCancel,
}: TranslationEditorProps) {
  const { t } = useTranslation('vivalinks');
  const [values, setValues] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(values);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className={fieldDescriptionClass}>
        {t(machineAvailable ? 'translations.editor_help' : 'translations.editor_help_no_machine')}
      </p>
      {fields.map((field, i) => (
        <div key={field} className="flex flex-col gap-2">
          <AriaTextField
            value={values[field] ?? ''}
            onChange={(text) => setValues((v) => ({ ...v, [field]: text }))}
            maxLength={LISTING_TRANSLATION_TEXT_MAX}
            // the first box takes the focus the Edit button had
            autoFocus={i === 0}
            className="flex flex-col gap-1"
          >
            <FieldLabel label={t(FIELD_LABEL_KEYS[field] ?? field)} />
            <TextArea
              lang={lang}
              dir="auto"
              // a title or keywords need a line, a description room to write
              rows={(original[field] ?? '').length > SHORT_TEXT ? 4 : 1}
              className={cx(fieldInputClass, 'resize-y')}
            />
          </AriaTextField>
          <div className="rounded-lg border-s-4 border-slate-300 bg-slate-50 py-2 ps-3 pe-2 text-sm text-slate-700">
            <p className="font-semibold">{t('translations.original')}</p>
            <p lang={originalLang} dir="auto" className="whitespace-pre-line">
              {original[field]}
            </p>
          </div>
        </div>
      ))}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={saving}>
          {t('translations.save')}
        </Button>
      </div>
    </form>
  );
}
