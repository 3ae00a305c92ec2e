import { MULTIPART_DATA_FIELD, MULTIPART_IMAGES_FIELD } from '@harbour/shared';

/** The multipart body of the listing registrations and updates: `data` (JSON) and `images[]` files. */
export function toListingFormData(data: object, files: File[]): FormData {
  const form = new FormData();
  form.append(MULTIPART_DATA_FIELD, JSON.stringify(data));
  for (const file of files) form.append(MULTIPART_IMAGES_FIELD, file, file.name);
  return form;
}
