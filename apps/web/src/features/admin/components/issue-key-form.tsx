import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  INVITATION_KEY_MAX_USES,
  INVITATION_KEY_PRODUCTS,
  PURCHASE_MAX_QUANTITY,
  type InvitationKeyItem,
} from '@harbour/shared';
import { FormTextField } from '@/components/form';
import { Alert, Button, Select } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { useIssueInvitationKey } from '../api/issue-invitation-key';
import { useKeyPlans } from '../api/key-plans';
import {
  EMPTY_ISSUE_KEY,
  issueKeySchema,
  localDay,
  takesQuantity,
  toIssueBody,
  type IssueKeyOutput,
  type IssueKeyValues,
} from '../lib/issue-key-form';
import { DateInput } from './date-input';

const resolver = zodResolver(issueKeySchema) as Resolver<IssueKeyValues, unknown, IssueKeyOutput>;

/**
 * Issues a key for one product, the plan and quantity each use gives, a number of uses and an expiry
 * day; shows it once made, to copy.
 */
export function IssueKeyForm() {
  const { t, i18n } = useTranslation('admin');
  const tm = useMessage();
  const issue = useIssueInvitationKey();
  const [issued, setIssued] = useState<InvitationKeyItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { control, handleSubmit, reset, formState, setValue } = useForm<
    IssueKeyValues,
    unknown,
    IssueKeyOutput
  >({
    resolver,
    defaultValues: EMPTY_ISSUE_KEY,
  });
  const product = useWatch({ control, name: 'product' });
  const plans = useKeyPlans(product, i18n.resolvedLanguage ?? i18n.language);
  const paid = product !== '' && product !== 'volunteer';

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
              onChange={(v) => {
                field.onChange(v == null ? '' : String(v));
                // a plan belongs to one product
                setValue('package_id', '');
                setValue('quantity', '1');
              }}
              onBlur={field.onBlur}
              errorKey={fieldState.error?.message}
              isRequired
              ref={field.ref}
            />
          )}
        />
        {paid && (
          <Controller
            control={control}
            name="package_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('keys.plan')}
                placeholder={t('keys.choose_plan')}
                options={(plans.data ?? []).map((p) => ({ id: String(p.package_id), label: p.package_name }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v == null ? '' : String(v))}
                onBlur={field.onBlur}
                errorKey={fieldState.error?.message}
                isRequired
                ref={field.ref}
              />
            )}
          />
        )}
        {takesQuantity(product) && (
          <FormTextField
            control={control}
            name="quantity"
            label={t('keys.quantity')}
            description={t('keys.quantity_hint', { max: PURCHASE_MAX_QUANTITY })}
            inputMode="numeric"
            isRequired
          />
        )}
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
          {issued.package_name && (
            <p dir="auto">
              {t('keys.issued_plan', {
                plan: t('purchase.plan_value', {
                  name: issued.package_name,
                  quantity: formatNumber(issued.quantity),
                }),
              })}
            </p>
          )}
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
