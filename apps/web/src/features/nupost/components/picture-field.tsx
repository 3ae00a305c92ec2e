import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Spinner, buttonClasses } from '@/components/ui';
import { cx } from '@/lib/cx';
import { useMessage } from '@/lib/messages';
import { PICTURE_TYPES, checkPicture, removePicture, uploadPicture } from '../api/notices';

export interface PictureFieldProps {
  /** the picture's URL, '' for none */
  value: string;
  /** the picture the saved notice shows: never removed from storage by this form */
  saved: string | null;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}

function readAsDataUrl(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/**
 * The notice's optional picture: choose a file (checked here, then uploaded and re-encoded by the
 * server), see it, replace or remove it. A picture uploaded here and taken off again is removed at once.
 */
export function PictureField({ value, saved, onChange, onBusyChange }: PictureFieldProps) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const upload = useMutation({ mutationFn: uploadPicture });
  const busy = upload.isPending;

  const discard = (url: string) => {
    if (url && url !== saved) void removePicture(url).catch(() => undefined);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const file = target.files?.[0];
    target.value = ''; // choosing the same file again fires a change event
    if (!file || busy) return;
    const invalid = checkPicture(file);
    setProblem(invalid);
    if (invalid) return;
    setStatus(t('business.form.picture_uploading'));
    setPreview(await readAsDataUrl(file));
    onBusyChange(true);
    try {
      const picture = await upload.mutateAsync(file);
      discard(value);
      onChange(picture.url);
      setStatus(t('business.form.picture_added'));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'something_went_wrong');
      setStatus('');
    } finally {
      setPreview(null);
      onBusyChange(false);
    }
  };

  const remove = () => {
    discard(value);
    onChange('');
    setProblem(null);
    setStatus(t('business.form.picture_removed'));
    input.current?.focus(); // the Remove button goes away with the picture
  };

  const shown = preview ?? (value || null);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        {t('business.form.picture')}
      </span>
      <p id={hintId} className="text-sm text-slate-700">
        {t('business.form.picture_help')}
      </p>
      {shown && (
        <div className="relative max-w-md">
          <img
            src={shown}
            alt={t('business.form.picture_alt')}
            className={cx(
              'max-h-56 w-full rounded-xl border border-slate-200 object-cover',
              busy && 'opacity-60',
            )}
          />
          {busy && (
            <div className="absolute inset-0 flex items-center justify-center">
              <span className="rounded-xl bg-white/90 px-3 py-2">
                <Spinner label={t('business.form.picture_uploading')} />
              </span>
            </div>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          className="peer sr-only"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(e) => void onFile(e)}
        />
        <label
          htmlFor={inputId}
          className={cx(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--color-focus)',
            busy && 'cursor-not-allowed opacity-60',
          )}
        >
          {busy
            ? t('business.form.picture_uploading')
            : value
              ? t('business.form.picture_replace')
              : t('business.form.picture_choose')}
        </label>
        {value && !busy && (
          <Button variant="secondary" size="sm" onPress={remove}>
            {t('business.form.picture_remove')}
          </Button>
        )}
      </div>
      {problem && <Alert tone="error">{tm(problem)}</Alert>}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
