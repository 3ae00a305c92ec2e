import { useForm } from 'react-hook-form';
import type { OwnedVolunteer } from '@harbour/shared';
import { volunteerValues } from '../lib/update-values';
import {
  volunteerFormResolver,
  type VolunteerFormOutput,
  type VolunteerFormValues,
} from '@/features/listings/volunteer/lib/volunteer-form';
import { UpdateFormShell, useUpdateSubmit, type UpdateFormProps } from './update-form-parts';
import { VolunteerFields } from '@/features/listings/volunteer/components/volunteer-fields';

/** The organisation's fields as the wizard has them and its photo, saved with /api/editVolunteerOrganization. */
export function UpdateVolunteerForm(props: UpdateFormProps<OwnedVolunteer>) {
  const { listing } = props;
  const { control, handleSubmit } = useForm<VolunteerFormValues, unknown, VolunteerFormOutput>({
    resolver: volunteerFormResolver,
    defaultValues: volunteerValues(listing),
    mode: 'onTouched',
  });
  const edit = useUpdateSubmit(handleSubmit, props, (v, files) => ({
    kind: 'volunteer',
    data: { ...v, org_id: listing.org_id },
    files,
  }));

  return (
    <UpdateFormShell
      kind="volunteer"
      onSubmit={edit.onSubmit}
      saving={props.saving}
      error={props.error}
      invalid={edit.invalid}
    >
      <VolunteerFields control={control} {...edit.photoProps} />
    </UpdateFormShell>
  );
}
