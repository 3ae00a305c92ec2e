import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { updateProfileBodySchema, type Profile } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { FormProvinceCityFields, FormTextField } from '@/components/form';
import { useMessageText } from '@/components/account/message-text';
import { useUpdateProfile } from '../api/update-profile';

const fields = updateProfileBodySchema.shape;
const requiredId = z
  .number()
  .nullable()
  .refine((v) => v != null, 'fill_required_fields');

const editProfileSchema = z.object({
  full_name: fields.full_name.unwrap(),
  postal_code: fields.postal_code.unwrap(),
  user_mobile: fields.user_mobile.unwrap(),
  state_id: requiredId,
  city_id: requiredId,
});
type EditProfileValues = z.input<typeof editProfileSchema>;

export const PROFILE_LIMITS = { full_name: 120, postal_code: 10, user_mobile: 30 } as const;

export interface EditProfileFormProps {
  user: Profile;
  onSaved: (profile: Profile) => void;
}

/** Full name, postal code, mobile, province and city; the language stays the user's. */
export function EditProfileForm({ user, onSaved }: EditProfileFormProps) {
  const { t } = useTranslation('profile');
  const text = useMessageText('profile');
  const save = useUpdateProfile();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit } = useForm<EditProfileValues, unknown, z.output<typeof editProfileSchema>>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: {
      full_name: user.full_name,
      postal_code: user.postal_code ?? '',
      user_mobile: user.user_mobile ?? '',
      state_id: user.state_id,
      city_id: user.city_id,
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    if (save.isPending) return;
    setResult(null);
    const res = await save.mutateAsync({
      full_name: v.full_name,
      postal_code: v.postal_code,
      user_mobile: v.user_mobile,
      state_id: v.state_id ?? undefined,
      city_id: v.city_id ?? undefined,
      preferred_language: user.preferred_language,
    });
    const first = res.meta.success && Array.isArray(res.data) ? res.data[0] : undefined;
    if (first) {
      onSaved(first);
      setResult({ ok: true, message: 'edit.saved' });
    } else {
      setResult({ ok: false, message: res.meta.message });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormTextField
        control={control}
        name="full_name"
        label={t('fields.full_name')}
        autoComplete="name"
        isRequired
        maxLength={PROFILE_LIMITS.full_name}
      />
      <FormTextField
        control={control}
        name="postal_code"
        label={t('fields.postal_code')}
        autoComplete="postal-code"
        maxLength={PROFILE_LIMITS.postal_code}
        className="max-w-[300px]"
      />
      <FormTextField
        control={control}
        name="user_mobile"
        label={t('fields.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PROFILE_LIMITS.user_mobile}
        className="max-w-[300px]"
      />
      <FormProvinceCityFields control={control} provinceName="state_id" cityName="city_id" />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{text(result.message)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" isPending={save.isPending}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
