import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@/components/ui';
import {
  FormCheckbox,
  FormEmailField,
  FormProvinceCityFields,
  FormTextField,
  NewPasswordFields,
} from '@/components/form';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { useMessageText } from '@/components/account/message-text';
import { useRegister } from '../api/register';
import { isRegisterComplete, registerFormSchema, type RegisterFormValues } from './register-schema';

export interface RegisterFormProps {
  /** Called after the server accepted the registration (a confirmation e-mail is on its way). */
  onSuccess: () => void;
}

const EMPTY: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  postalCode: '',
  provinceId: null,
  cityId: null,
  password: '',
  confirmPassword: '',
  terms: false,
};

/** The registration form; the button stays disabled until everything is filled, terms and captcha included. */
export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const { t, i18n } = useTranslation('auth');
  const text = useMessageText('auth');
  const captcha = useCaptcha();
  const registerCall = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const { control, handleSubmit } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (v) => {
    if (registerCall.isPending) return;
    setFailure(null);
    const res = await registerCall.mutateAsync({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      password: v.password,
      postalCode: v.postalCode.trim(),
      provinceId: v.provinceId ?? 0,
      cityId: v.cityId ?? 0,
      language: i18n.resolvedLanguage ?? i18n.language,
      ...captcha.fields,
    });
    if (res.meta.success) {
      onSuccess();
      return;
    }
    setFailure(res.meta.message);
    captcha.reset();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="firstName"
          label={t('fields.first_name')}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('fields.last_name')}
          autoComplete="family-name"
          isRequired
        />
      </div>
      <FormEmailField control={control} name="email" label={t('fields.email')} isRequired />
      <FormTextField
        control={control}
        name="postalCode"
        label={t('fields.postal_code')}
        autoComplete="postal-code"
        isRequired
        className="max-w-[300px]"
      />
      <FormProvinceCityFields control={control} provinceName="provinceId" cityName="cityId" />
      <NewPasswordFields
        control={control}
        name="password"
        confirmName="confirmPassword"
        label={t('fields.password')}
        confirmLabel={t('fields.confirm_password')}
      />
      <FormCheckbox control={control} name="terms" isRequired>
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: (
              // The form keeps its content: the terms open in a new tab.
              <Link
                to="/privacy-terms"
                target="_blank"
                rel="noopener noreferrer"
                className="text-harbour-700 underline underline-offset-2"
              />
            ),
          }}
        />
      </FormCheckbox>
      {captcha.widget}
      {failure && <Alert tone="error">{text(failure)}</Alert>}
      <SubmitRow
        control={control}
        captchaReady={!captcha.isPending && captcha.isSolved}
        isPending={registerCall.isPending}
        hintId={hintId}
      />
    </form>
  );
}

/** Watches the values on its own so a keystroke re-renders the button, not the whole form. */
function SubmitRow({
  control,
  captchaReady,
  isPending,
  hintId,
}: {
  control: Control<RegisterFormValues>;
  captchaReady: boolean;
  isPending: boolean;
  hintId: string;
}) {
  const { t } = useTranslation('auth');
  const values = useWatch({ control }) as RegisterFormValues;
  const canSubmit = captchaReady && isRegisterComplete(values);
  return (
    <>
      {!canSubmit && (
        <p className="text-sm text-slate-700" id={hintId}>
          {t('register.complete_hint')}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          isPending={isPending}
          isDisabled={!canSubmit}
          aria-describedby={canSubmit ? undefined : hintId}
        >
          {t('register.submit')}
        </Button>
      </div>
    </>
  );
}
