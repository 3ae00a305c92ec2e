import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { ListingCreatedData } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useRegisterVolunteer } from '../api/volunteer-register';
import {
  EMPTY_VOLUNTEER,
  volunteerFormResolver,
  type VolunteerFormOutput,
  type VolunteerFormValues,
} from '../lib/volunteer-form';
import type { NewPhoto } from '@/features/listings/shared/components/photo-picker';
import { VolunteerFields } from './volunteer-fields';

/** The volunteer organisation form; free, so Submit registers it at once (the listing and payment rules). */
export function VolunteerForm({ onCreated }: { onCreated: (created: ListingCreatedData) => void }) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const register = useRegisterVolunteer();
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [invalid, setInvalid] = useState(false);
  const { control, handleSubmit } = useForm<VolunteerFormValues, unknown, VolunteerFormOutput>({
    resolver: volunteerFormResolver,
    defaultValues: EMPTY_VOLUNTEER,
    mode: 'onTouched',
  });

  const submit = handleSubmit(
    async (data) => {
      if (register.isPending) return;
      setInvalid(false);
      try {
        const created = await register.mutateAsync({ data, photos: photos.map((p) => p.file) });
        onCreated(created);
      } catch {
        // the mutation's error shows below
      }
    },
    () => setInvalid(true),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
      <VolunteerFields control={control} photos={photos} onPhotosChange={setPhotos} />
      {invalid && <Alert tone="error">{t('volunteer.form.fix_errors')}</Alert>}
      {register.error && <Alert tone="error">{tm(register.error.message)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" isPending={register.isPending}>
          {t('volunteer.form.submit')}
        </Button>
      </div>
    </form>
  );
}
