import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import type { ListingPhoto } from '@harbour/shared';
import { Alert, Card } from '@/components/ui';
import { useMessage } from '@/lib/messages';
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

/** Message keys that mean a required field is missing. */
const REQUIRED_KEYS = new Set(['fill_required_fields', 'province_required', 'city_required']);

/** Every message key among react-hook-form's (nested) errors. */
function errorKeys(errors: unknown, out: string[] = []): string[] {
  if (typeof errors !== 'object' || errors === null) return out;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string') out.push(message);
  for (const [k, v] of Object.entries(errors)) if (k !== 'ref' && k !== 'message') errorKeys(v, out);
  return out;
}

/**
 * Shown after a refused Next, while any field is still wrong. Its title is the spec's
 * fill_required_fields only when a required field is missing: a bad e-mail, phone or website is not
 * one, and each field says what is wrong with it.
 */
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
  const missing = errorKeys(errors).some((key) => REQUIRED_KEYS.has(key));
  return (
    <Alert tone="error" title={missing ? tm('fill_required_fields') : undefined}>
      {text}
    </Alert>
  );
}
