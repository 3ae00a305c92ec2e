import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import type { ListingKind, ListingPhoto } from '@harbour/shared';
import { Alert, Button, LinkButton } from '@/components/ui';
import type { ListingUpdate } from '../api/update-listing';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';
import type { FieldsPhotoProps } from '@/features/listings/shared/components/form-section';
import type { NewPhoto } from '@/features/listings/shared/components/photo-picker';

/** What /vivalinks/update gives each kind's edit form. */
export interface UpdateFormProps<L> {
  listing: L;
  /** Stored photos still there (a deleted one leaves at once). */
  photos: ListingPhoto[];
  /** Asked after the Yes of the confirmation. */
  onDeletePhoto: (photo: ListingPhoto) => Promise<void>;
  onSave: (update: ListingUpdate) => Promise<void>;
  saving: boolean;
  /** The failed save's message key or server sentence. */
  error: string | null;
}

/**
 * An edit form's Save: whether the last Save found errors, the submit handler that hands the valid values
 * and the photos added since the form opened to `onSave` (through `toUpdate`), and the fields' photo props.
 */
export function useUpdateSubmit<T extends FieldValues, TOut>(
  handleSubmit: UseFormHandleSubmit<T, TOut>,
  { photos, onDeletePhoto, onSave }: Pick<UpdateFormProps<unknown>, 'photos' | 'onDeletePhoto' | 'onSave'>,
  toUpdate: (values: TOut, files: File[]) => ListingUpdate,
) {
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>([]);
  const [invalid, setInvalid] = useState(false);
  const submit = handleSubmit(
    async (v) => {
      setInvalid(false);
      await onSave(
        toUpdate(
          v,
          newPhotos.map((p) => p.file),
        ),
      );
    },
    () => setInvalid(true),
  );
  const photoProps: FieldsPhotoProps = {
    photos: newPhotos,
    onPhotosChange: setNewPhotos,
    existingPhotos: photos,
    onDeleteExisting: onDeletePhoto,
  };
  return { invalid, onSubmit: (e: FormEvent) => void submit(e), photoProps };
}

/** An edit form: its fields, then what went wrong, Save and Cancel. */
export function UpdateFormShell({
  kind,
  onSubmit,
  saving,
  error,
  invalid,
  children,
}: {
  kind: ListingKind;
  onSubmit: (e: FormEvent) => void;
  saving: boolean;
  error: string | null;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {children}
      <UpdateActions kind={kind} saving={saving} error={error} invalid={invalid} />
    </form>
  );
}

/** The end of every edit form: what went wrong, Save, and back to the manager without saving. */
export function UpdateActions({
  kind,
  saving,
  error,
  invalid,
}: {
  kind: ListingKind;
  saving: boolean;
  error: string | null;
  /** the last Save found errors in the form */
  invalid: boolean;
}) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  return (
    <div className="flex flex-col gap-4">
      {invalid && <Alert tone="error">{t('update.fix_errors')}</Alert>}
      {error && <Alert tone="error">{msg(error)}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <LinkButton to={`/vivalinks/manager?tab=${kind}`} variant="secondary">
          {t('update.cancel')}
        </LinkButton>
        <Button type="submit" isPending={saving}>
          {t('update.save')}
        </Button>
      </div>
    </div>
  );
}
