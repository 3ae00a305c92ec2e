import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { ALTERNATE_PAYMENT_METHODS, type AlternatePaymentMethod } from '@harbour/shared';
import { Button, Spinner } from '@/components/ui';
import { cx } from '@/lib/cx';
import { useOrgSetting } from '@/lib/org-setting';

export interface AlternatePanelProps {
  isPending: boolean;
  isDisabled: boolean;
  /** `contactEmail` goes into the failure text ("please contact us at …"). */
  onSubmit: (method: AlternatePaymentMethod, contactEmail: string) => void;
}

/**
 * E-transfer or cheque (the listing and payment rules): where to send the money (the amounts show above it) and a button that
 * registers the listing inactive until an admin records the payment. The addresses are the
 * organisation's contact settings (e-mail for e-transfers, postal address for cheques).
 */
export function AlternatePanel({ isPending, isDisabled, onSubmit }: AlternatePanelProps) {
  const { t } = useTranslation('checkout');
  const [method, setMethod] = useState<AlternatePaymentMethod>('etransfer');
  const email = useOrgSetting('org_email');
  const address = useOrgSetting('org_address');
  const target = method === 'etransfer' ? email : address;

  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        value={method}
        onChange={(v) => setMethod(v as AlternatePaymentMethod)}
        isDisabled={isPending}
        className="flex flex-col gap-2"
      >
        <Label className="font-semibold text-slate-800">{t('payment.alternate_method')}</Label>
        <div className="flex flex-wrap gap-4">
          {ALTERNATE_PAYMENT_METHODS.map((m) => (
            <Radio key={m} value={m} className="flex min-h-11 cursor-pointer items-center gap-2">
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={cx(
                      'size-5 rounded-full border-2',
                      isSelected
                        ? 'border-harbour-600 bg-harbour-600 ring-2 ring-white ring-inset'
                        : 'border-slate-500',
                    )}
                  />
                  {t(`payment.alternate.${m}`)}
                </>
              )}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <p className="font-semibold">{t(`payment.alternate.${method}_to`)}</p>
        {target.isPending ? (
          <Spinner size="sm" />
        ) : target.isError ? (
          <p>{t('payment.alternate.address_missing')}</p>
        ) : (
          <p className="whitespace-pre-line" dir="auto">
            {target.data}
          </p>
        )}
        <p className="mt-2 text-sm text-slate-600">{t('payment.alternate.activation')}</p>
      </div>
      <Button
        className="self-start"
        onPress={() => onSubmit(method, email.data ?? '')}
        isPending={isPending}
        isDisabled={isDisabled}
      >
        {t('payment.alternate.submit')}
      </Button>
    </div>
  );
}
