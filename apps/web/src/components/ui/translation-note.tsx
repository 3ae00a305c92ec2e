import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import type { TranslationLabel } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { languageName } from '@/lib/language-name';

export interface TranslationNoteProps {
  /** the item's label: present when its texts are shown translated */
  translation?: TranslationLabel | null;
  /** the language the item was written in */
  originalLang?: string | null;
  className?: string;
}

/**
 * Says a listing is shown translated ("Machine translated from English · Show original", the button
 * a toggle revealing the written texts with their language), or, shown as written in another language
 * than the reader's, which language that is. Nothing for an item written in the reader's language.
 * It sits above a card's full-size link, so its button stays reachable by pointer.
 */
export function TranslationNote({ translation, originalLang, className }: TranslationNoteProps) {
  const { t, i18n } = useTranslation();
  const reader = i18n.resolvedLanguage ?? i18n.language;
  const [showOriginal, setShowOriginal] = useState(false);
  const originalId = useId();
  const box = cx('relative z-10 flex flex-col gap-2 text-sm text-slate-700', className);

  if (!translation) {
    if (!originalLang || originalLang === reader) return null;
    return (
      <p className={box}>
        <span>{t('translation_note.written_in', { language: languageName(originalLang, reader) })}</span>
      </p>
    );
  }

  const language = languageName(translation.original_lang, reader);
  return (
    <div className={box}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>
          {t(translation.machine ? 'translation_note.machine' : 'translation_note.translated', { language })}
        </span>
        <span aria-hidden="true">·</span>
        <ToggleButton
          isSelected={showOriginal}
          onChange={setShowOriginal}
          aria-controls={originalId}
          className="rounded font-semibold text-harbour-700 underline underline-offset-4 outline-none hover:text-harbour-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
        >
          {t('translation_note.show_original')}
        </ToggleButton>
      </p>
      <div
        id={originalId}
        hidden={!showOriginal}
        className="flex flex-col gap-2 rounded-lg border-s-4 border-slate-300 bg-slate-50 py-2 ps-3 pe-2 text-base text-slate-800"
      >
        <p className="text-sm font-semibold text-slate-700">{t('translation_note.original', { language })}</p>
        {Object.entries(translation.original).map(([field, text]) => (
          <p key={field} lang={translation.original_lang} dir="auto" className="whitespace-pre-line">
            {text}
          </p>
        ))}
      </div>
    </div>
  );
}
