import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { LISTING_PHOTO_MAX_BYTES, LISTING_PHOTO_TYPES, type ListingPhoto } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { ConfirmDialog } from './confirm-dialog';
import { loadImage } from '../lib/crop-image';
import { CropDialog } from './crop-dialog';

/** A cropped photo not sent yet; `previewUrl` is an object URL the picker revokes on Remove. */
export type NewPhoto = { file: File; previewUrl: string };

export interface PhotoPickerProps {
  label: string;
  /** Most photos in all (stored + new). */
  max: number;
  value: NewPhoto[];
  onChange: (value: NewPhoto[]) => void;
  /** Photos already stored (editing). */
  existing?: ListingPhoto[];
  /** Called after the user said Yes to deleting a stored photo. */
  onDeleteExisting?: (photo: ListingPhoto) => void | Promise<void>;
  /** Help text; defaults to the size and type rules. */
  description?: string;
}

/** Why a file cannot be used, as a message key, or null when it can (png or jpeg, at most 2 MB). */
export function photoFileError(file: File): string | null {
  // Some systems give no type: the extension decides then (the crop re-encodes it anyway).
  const typeOk = file.type
    ? (LISTING_PHOTO_TYPES as readonly string[]).includes(file.type)
    : /\.(png|jpe?g)$/i.test(file.name);
  if (!typeOk) return 'image_invalid';
  if (file.size > LISTING_PHOTO_MAX_BYTES) return 'image_too_large';
  return null;
}

/**
 * Up to `max` photos: choose a file, crop it (CropDialog), then it shows as a preview with Remove.
 * Stored photos are deleted only after a Yes/No confirmation (the listing screens and listing and payment rules).
 */
export function PhotoPicker({
  label,
  max,
  value,
  onChange,
  existing = [],
  onDeleteExisting,
  description,
}: PhotoPickerProps) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const [error, setError] = useState<string | null>(null);
  const [cropping, setCropping] = useState<{ url: string; name: string } | null>(null);
  const [toDelete, setToDelete] = useState<ListingPhoto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const count = existing.length + value.length;
  const canAdd = count < max;

  // The object URL of a file being cropped is released when the dialog closes.
  const croppingUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (croppingUrl.current) URL.revokeObjectURL(croppingUrl.current);
    },
    [],
  );

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = photoFileError(file);
    setError(problem);
    if (problem) return;
    const url = URL.createObjectURL(file);
    croppingUrl.current = url;
    // A file named .png that is not a picture would open an empty crop dialog: decode it first.
    loadImage(url).then(
      () => {
        if (croppingUrl.current === url) setCropping({ url, name: file.name });
      },
      () => {
        URL.revokeObjectURL(url);
        if (croppingUrl.current === url) croppingUrl.current = null;
        setError('image_unreadable');
      },
    );
  };
  const closeCrop = () => {
    if (cropping) URL.revokeObjectURL(cropping.url);
    croppingUrl.current = null;
    setCropping(null);
  };
  const saveCrop = (file: File) => {
    closeCrop();
    if (file.size > LISTING_PHOTO_MAX_BYTES) {
      setError('image_too_large');
      return;
    }
    onChange([...value, { file, previewUrl: URL.createObjectURL(file) }]);
  };
  const remove = (photo: NewPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    onChange(value.filter((p) => p !== photo));
  };
  const confirmDelete = async () => {
    if (!toDelete || !onDeleteExisting) return;
    setDeleting(true);
    try {
      await onDeleteExisting(toDelete);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <section className="flex flex-col gap-3" aria-label={label}>
      <div>
        <h3 className="text-base font-semibold text-slate-800">{label}</h3>
        <p className="text-sm text-slate-600">{description ?? t('photos.help', { max })}</p>
        <p className="text-sm text-slate-600">{t('photos.count', { count, max })}</p>
      </div>
      {count > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {existing.map((photo, i) => (
            <li key={`e${photo.id}`} className="flex flex-col gap-2">
              <img
                src={photo.image_url}
                srcSet={photo.srcset || undefined}
                sizes="(min-width: 640px) 30vw, 100vw"
                alt={t('photos.stored_alt', { n: i + 1 })}
                className="aspect-video w-full rounded-lg border border-slate-200 object-cover"
              />
              {onDeleteExisting && (
                <Button variant="secondary" size="sm" onPress={() => setToDelete(photo)}>
                  {t('photos.delete')}
                  <span className="sr-only"> {t('photos.stored_alt', { n: i + 1 })}</span>
                </Button>
              )}
            </li>
          ))}
          {value.map((photo, i) => (
            <li key={photo.previewUrl} className="flex flex-col gap-2">
              <img
                src={photo.previewUrl}
                alt={t('photos.new_alt', { n: existing.length + i + 1 })}
                className="aspect-video w-full rounded-lg border border-slate-200 object-cover"
              />
              <Button variant="secondary" size="sm" onPress={() => remove(photo)}>
                {t('photos.remove')}
                <span className="sr-only"> {t('photos.new_alt', { n: existing.length + i + 1 })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <FileTrigger
          acceptedFileTypes={['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg']}
          onSelect={choose}
        >
          <Button variant="secondary" className="self-start">
            {t('photos.add')}
          </Button>
        </FileTrigger>
      ) : (
        <p className="text-sm font-semibold text-slate-700">{t('photos.limit_reached', { max })}</p>
      )}
      {error && <Alert tone="error">{tm(error)}</Alert>}
      <CropDialog
        imageUrl={cropping?.url ?? null}
        fileName={cropping?.name ?? ''}
        onSave={saveCrop}
        onCancel={closeCrop}
      />
      <ConfirmDialog
        isOpen={toDelete != null}
        title={t('photos.delete_title')}
        message={t('photos.delete_message')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        isPending={deleting}
      />
    </section>
  );
}
