import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui';
import {
  FormCheckbox,
  FormEmailField,
  FormPasswordField,
  FormProvinceCityFields,
  FormTextField,
} from '@/components/form';
import { isSignupValid, signupFormSchema, type SignupFormValues } from './signup-schema';

export interface SignupFormProps {
  initial: SignupFormValues;
  /** Called with the valid form when Next is pressed. */
  onNext: (values: SignupFormValues) => void;
}

/** Step 0: the organisation's sign-up form (the listing fields and listing form rules). */
export function SignupForm({ initial, onNext }: SignupFormProps) {
  const { t } = useTranslation('nupost');
  const hintId = useId();
  const { control, handleSubmit } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit((values) => onNext(values));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-harbour-900" tabIndex={-1}>
        {t('page.form_title')}
      </h2>
      <FormTextField
        control={control}
        name="name"
        label={t('page.name')}
        autoComplete="organization"
        isRequired
      />
      <FormEmailField control={control} name="email" label={t('page.email')} isRequired />
      <FormPasswordField
        control={control}
        name="password"
        label={t('page.password')}
        description={t('nupost.signup.password_validation')}
        autoComplete="new-password"
        isRequired
      />
      <FormPasswordField
        control={control}
        name="cfPassword"
        label={t('page.confirm_password')}
        autoComplete="new-password"
        isRequired
      />
      <FormProvinceCityFields control={control} provinceName="selectedProvince" cityName="selectedCity" />
      <FormCheckbox control={control} name="tacAccepted" isRequired>
        <Trans
          t={t}
          i18nKey="page.terms"
          components={{
            terms: (
              // the form keeps its content: the terms open in a new tab
              <Link
                to="/terms-of-service-nupost"
                target="_blank"
                rel="noopener noreferrer"
                className="text-harbour-700 underline underline-offset-2"
              />
            ),
          }}
        />
      </FormCheckbox>
      <NextRow control={control} hintId={hintId} />
    </form>
  );
}

/** Watches the values on its own, so a keystroke redraws the button, not the form. */
function NextRow({ control, hintId }: { control: Control<SignupFormValues>; hintId: string }) {
  const { t } = useTranslation('nupost');
  const values = useWatch({ control }) as SignupFormValues;
  const valid = isSignupValid(values);
  return (
    <>
      {!valid && (
        <p id={hintId} className="text-sm text-slate-700">
          {t('page.complete_hint')}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" isDisabled={!valid} aria-describedby={valid ? undefined : hintId}>
          {t('page.next')}
        </Button>
      </div>
    </>
  );
}
