import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import type { ListingPhoto } from '@harbour/shared';
import { Alert, Card } from '../../../components/ui';
import { useMessage } from '../../../lib/messages';
import type { NewPhoto } from './photo-picker';

/** A titled card of a listing form (creation wizards and edit forms alike). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-harbour-900">{title}</h2>
      {children}
    </Card>
  );
}

/** The photos of a fields component: the new ones, and when editing the stored ones. */
export interface FieldsPhotoProps {
  photos: NewPhoto[];
  onPhotosChange: (photos: NewPhoto[]) => void;
  /** When editing: the stored photos, and how one is deleted (after the confirmation's Yes). */
  existingPhotos?: ListingPhoto[];
  onDeleteExisting?: (photo: ListingPhoto) => Promise<void>;
}

/** FieldsPhotoProps as the PhotoPicker's props. */
export function pickerPhotoProps(p: FieldsPhotoProps) {
  return {
    value: p.photos,
    onChange: p.onPhotosChange,
    existing: p.existingPhotos,
    onDeleteExisting: p.onDeleteExisting,
  };
}

/** Shown after a refused Next, while any field is still wrong: the spec's fill_required_fields. */
export function FormErrorSummary<T extends FieldValues, TOut>({
  control,
  text,
}: {
  control: Control<T, unknown, TOut>;
  text: string;
}) {
  const tm = useMessage();
  const { errors } = useFormState({ control });
  if (Object.keys(errors).length === 0) return null;
  return (
    <Alert tone="error" title={tm('fill_required_fields')}>
      {text}
    </Alert>
  );
}
