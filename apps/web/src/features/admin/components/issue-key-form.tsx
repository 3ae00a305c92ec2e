import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { INVITATION_KEY_MAX_USES, INVITATION_KEY_PRODUCTS, type InvitationKeyItem } from '@harbour/shared';
import { FormTextField } from '../../../components/form';
import { Alert, Button, Select } from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { useMessage } from '../../../lib/messages';
import { useIssueInvitationKey } from '../api/issue-invitation-key';
import {
  EMPTY_ISSUE_KEY,
  issueKeySchema,
  localDay,
  toIssueBody,
  type IssueKeyOutput,
  type IssueKeyValues,
} from '../lib/issue-key-form';
import { DateInput } from './date-input';

const resolver = zodResolver(issueKeySchema) as Resolver<IssueKeyValues, unknown, IssueKeyOutput>;

/** Issues a key for one product, a number of uses and an expiry day; shows it once made, to copy. */
export function IssueKeyForm() {
  const { t } = useTranslation('admin');
  const tm = useMessage();
  const issue = useIssueInvitationKey();
  const [issued, setIssued] = useState<InvitationKeyItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<IssueKeyValues, unknown, IssueKeyOutput>({
    resolver,
    defaultValues: EMPTY_ISSUE_KEY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setCopied(false);
    const res = await issue.mutateAsync(toIssueBody(values));
    if (res.meta.success && res.data) {
      setIssued(res.data.invitation_key);
      reset(EMPTY_ISSUE_KEY);
    } else {
      setError(res.meta.message);
    }
  });

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby="admin-issue-key"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      >
        <h3 id="admin-issue-key" className="text-lg font-bold text-harbour-900 sm:col-span-2">
          {t('keys.issue_title')}
        </h3>
        <Controller
          control={control}
          name="product"
          render={({ field, fieldState }) => (
            <Select
              label={t('keys.product')}
              placeholder={t('keys.choose_product')}
              options={INVITATION_KEY_PRODUCTS.map((p) => ({ id: p, label: t(`product.${p}`) }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v == null ? '' : String(v))}
              onBlur={field.onBlur}
              errorKey={fieldState.error?.message}
              isRequired
              ref={field.ref}
            />
          )}
        />
        <FormTextField
          control={control}
          name="max_uses"
          label={t('keys.max_uses')}
          description={t('keys.max_uses_hint', { max: formatNumber(INVITATION_KEY_MAX_USES) })}
          inputMode="numeric"
          isRequired
        />
        <Controller
          control={control}
          name="expires_on"
          render={({ field, fieldState }) => (
            <DateInput
              label={t('keys.expires_on')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={localDay()}
              errorKey={fieldState.error?.message}
              isRequired
              ref={field.ref}
            />
          )}
        />
        <FormTextField
          control={control}
          name="key"
          label={t('keys.chosen_key')}
          description={t('keys.chosen_key_hint')}
          autoComplete="off"
        />
        {error && (
          <Alert tone="error" className="sm:col-span-2">
            {tm(error)}
          </Alert>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" isPending={formState.isSubmitting}>
            {t('keys.issue')}
          </Button>
        </div>
      </form>
      {issued && (
        <Alert tone="success" title={t('keys.issued_title')}>
          <p>
            {t('keys.issued_text', {
              product: t(`product.${issued.product}`),
              uses: formatNumber(issued.max_uses),
            })}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <code className="rounded bg-white px-3 py-1 font-mono text-lg font-bold tracking-wider" dir="ltr">
              {issued.key}
            </code>
            <Button size="sm" variant="secondary" onPress={() => void copy()}>
              {copied ? t('keys.copied') : t('keys.copy')}
            </Button>
          </div>
        </Alert>
      )}
    </div>
  );
}
