import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@harbour/shared';
import { Alert, Avatar, Spinner, buttonClasses } from '@/components/ui';
import { useMessageText } from '@/components/account/message-text';
import { cx } from '@/lib/cx';
import {
  PROFILE_IMAGE_TYPES,
  checkProfileImage,
  useUpdateProfilePicture,
} from '../api/update-profile-picture';

export interface ProfileImageUploadProps {
  user: Profile;
  onUploaded: (profile: Profile) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Picks a picture, shows it at once, uploads it; the checks of the server run first in the browser. */
export function ProfileImageUpload({ user, onUploaded }: ProfileImageUploadProps) {
  const { t } = useTranslation('profile');
  const text = useMessageText('profile');
  const upload = useUpdateProfilePicture();
  const inputId = useId();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must fire a change event.
    input.value = '';
    if (!file || upload.isPending) return;
    const problem = checkProfileImage(file);
    if (problem) {
      setResult({ ok: false, message: problem });
      return;
    }
    setResult(null);
    setPreview(await readAsDataUrl(file).catch(() => null));
    const res = await upload.mutateAsync(file);
    if (res.meta.success && res.data) {
      onUploaded(res.data);
      setResult({ ok: true, message: 'edit.image_saved' });
    } else {
      setResult({ ok: false, message: res.meta.message });
    }
    setPreview(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative">
          <Avatar user={user} src={preview ?? user.profile_image} alt={t('edit.image_alt')} look="portrait" />
          {upload.isPending && (
            <div className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <Spinner label={t('edit.uploading')} />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <input
            id={inputId}
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            className="peer sr-only"
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={(e) => void onChange(e)}
          />
          <label
            htmlFor={inputId}
            className={cx(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--color-focus)',
              upload.isPending && 'cursor-not-allowed opacity-60',
            )}
          >
            {upload.isPending ? t('edit.uploading') : t('edit.choose_image')}
          </label>
          <p id={hintId} className="text-sm text-slate-700">
            {t('edit.image_hint')}
          </p>
        </div>
      </div>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{text(result.message)}</Alert>}
    </div>
  );
}
