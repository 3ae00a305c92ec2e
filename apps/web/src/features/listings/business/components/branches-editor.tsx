import { useEffect, useRef } from 'react';
import { useFieldArray, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_BRANCHES_MAX } from '@harbour/shared';
import { Button, TextField } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { emptyBranch, type BusinessFormInput, type BusinessFormOutput } from '../lib/business-form';
import { AddressField } from '@/features/listings/shared/components/address-field';
import { HoursEditor } from './hours-editor';

type FormControl = Control<BusinessFormInput, unknown, BusinessFormOutput>;

/** Other places of the business: name, address and hours each; a branch left without an address is dropped. */
export function BranchesEditor({ control }: { control: FormControl }) {
  const { t } = useTranslation('vivalinks');
  const { fields, append, remove } = useFieldArray({ control, name: 'branches' });
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Which branch's first field takes the focus once the list has changed (the pressed button is gone,
  // or a new branch was added); with no branch left, the Add button.
  const focusBranch = useRef<number | null>(null);
  useEffect(() => {
    const index = focusBranch.current;
    if (index === null) return;
    focusBranch.current = null;
    const rows = section.current?.querySelectorAll<HTMLElement>(':scope > fieldset[data-branch]') ?? [];
    const row = rows[Math.min(index, rows.length - 1)];
    (row?.querySelector<HTMLElement>('input') ?? addButton.current)?.focus();
  }, [fields.length]);
  return (
    <section ref={section} aria-labelledby="branches-title" className="flex flex-col gap-4">
      <div>
        <h3 id="branches-title" className="text-lg font-bold text-harbour-900">
          {t('business.branches')}
        </h3>
        <p className="text-sm text-slate-600">{t('business.branches_help')}</p>
      </div>
      {fields.map((field, index) => (
        <BranchRow
          key={field.id}
          control={control}
          index={index}
          onRemove={() => {
            focusBranch.current = Math.max(0, index - 1);
            remove(index);
          }}
        />
      ))}
      {fields.length < BUSINESS_BRANCHES_MAX && (
        <Button
          ref={addButton}
          variant="secondary"
          className="self-start"
          onPress={() => {
            focusBranch.current = fields.length;
            append(emptyBranch(), { shouldFocus: false });
          }}
        >
          {t('business.add_branch')}
        </Button>
      )}
    </section>
  );
}

function BranchRow({
  control,
  index,
  onRemove,
}: {
  control: FormControl;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const name = useController({ control, name: `branches.${index}.branch_name` });
  const address = useController({ control, name: `branches.${index}.address` });
  const hours = useController({ control, name: `branches.${index}.hours` });
  const n = index + 1;
  return (
    <fieldset data-branch className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-800">{t('business.branch_n', { n })}</legend>
      <TextField
        label={t('business.branch_name')}
        value={name.field.value}
        onChange={name.field.onChange}
        onBlur={name.field.onBlur}
        maxLength={120}
      />
      <AddressField
        label={t('business.branch_address')}
        value={address.field.value}
        onChange={address.field.onChange}
      />
      <HoursEditor
        idPrefix={`branch-${index}`}
        label={t('business.branch_hours', { n })}
        value={hours.field.value}
        onChange={hours.field.onChange}
        error={hours.fieldState.error?.message ? tm(hours.fieldState.error.message) : undefined}
      />
      <Button variant="secondary" size="sm" className="self-start" onPress={onRemove}>
        {t('business.remove_branch', { n })}
      </Button>
    </fieldset>
  );
}
