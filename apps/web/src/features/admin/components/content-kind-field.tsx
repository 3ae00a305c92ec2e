import { LANGUAGES } from '@harbour/i18n';
import type { ContentKindFieldInfo } from '@harbour/shared';
import { fieldInputClass, fieldLabelClass } from '@/components/ui/text-field';

const languageOf = (tag: string) => LANGUAGES.find((l) => l.tag === tag);
export const dirOf = (tag: string) => (languageOf(tag)?.rtl ? 'rtl' : 'ltr');
export const nativeName = (tag: string) => languageOf(tag)?.nativeName ?? tag;

/** One field of an item: the English text read-only at the start, the language's input beside it. */
export function ContentKindField({
  field,
  label,
  note,
  source,
  lang,
  value,
  onChange,
}: {
  field: ContentKindFieldInfo;
  label: string;
  /** said under the input, e.g. that the text is HTML */
  note?: string;
  source: string;
  lang: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `content-kind-${field.name}`;
  const noteId = note ? `${id}-note` : undefined;
  const input = {
    id,
    className: fieldInputClass,
    dir: dirOf(lang),
    lang,
    value,
    maxLength: field.max,
    'aria-describedby': noteId,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="flex flex-col gap-1">
        <span className={fieldLabelClass}>
          {label} · <bdi>{nativeName('en')}</bdi>
        </span>
        <div
          lang="en"
          dir="ltr"
          className={`min-h-11 whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800 ${field.html ? 'font-mono text-sm' : ''}`}
        >
          {source}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={fieldLabelClass}>
          {label} · <bdi>{nativeName(lang)}</bdi>
        </label>
        {field.multiline ? (
          <textarea
            {...input}
            className={`${fieldInputClass} min-h-40 ${field.html ? 'font-mono text-sm' : ''}`}
          />
        ) : (
          <input {...input} />
        )}
        {note && (
          <p id={noteId} className="text-sm text-slate-700">
            {note}
          </p>
        )}
      </div>
    </div>
  );
}
