import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { FormEmailField, FormTextField } from '@/components/form';
import { useMessage } from '@/lib/messages';
import { useSendContact } from '../api/contact';

const required = (max: number) => z.string().trim().min(1, 'fill_required_fields').max(max, 'field_too_long');
const base = { firstName: required(80), email: emailSchema, message: required(5000) };
/** The about page's form: name, e-mail, message. */
const smallSchema = z.object({ ...base, lastName: z.string().trim().max(80, 'field_too_long') });
/** /contact-us: the last name is required too. */
const largeSchema = z.object({ ...base, lastName: required(80) });
type ContactValues = z.input<typeof largeSchema>;
type ContactOutput = z.output<typeof largeSchema>;
const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', message: '' };

/** The contact form; success clears it and shows contact_us.success, failure contact_us.error. */
export function ContactForm({ variant }: { variant: 'small' | 'large' }) {
  const { t } = useTranslation('about');
  const tm = useMessage();
  const send = useSendContact();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const large = variant === 'large';
  const { control, handleSubmit, reset } = useForm<ContactValues, unknown, ContactOutput>({
    resolver: zodResolver(large ? largeSchema : smallSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (v) => {
    if (send.isPending) return;
    setResult(null);
    const res = await send.mutateAsync(v);
    if (res.meta.success) {
      reset(EMPTY);
      setResult({ ok: true, message: 'contact_us.success' });
    } else {
      // A field message (too_many_requests…) is shown as it is; anything else is the spec's contact_us.error.
      const known = ['too_many_requests', 'email_not_valid', 'fill_required_fields', 'field_too_long'];
      setResult({
        ok: false,
        message: known.includes(res.meta.message) ? res.meta.message : 'contact_us.error',
      });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <div className={large ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}>
        <FormTextField
          control={control}
          name="firstName"
          label={large ? t('contact.first_name') : t('contact.name')}
          autoComplete={large ? 'given-name' : 'name'}
          maxLength={80}
          isRequired
        />
        {large && (
          <FormTextField
            control={control}
            name="lastName"
            label={t('contact.last_name')}
            autoComplete="family-name"
            maxLength={80}
            isRequired
          />
        )}
      </div>
      <FormEmailField control={control} name="email" label={t('contact.email')} isRequired />
      <FormTextField
        control={control}
        name="message"
        label={t('contact.message')}
        multiline
        rows={10}
        maxLength={5000}
        isRequired
        className="[&_textarea]:max-h-[calc(20lh+1rem)]"
      />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{tm(result.message)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" isPending={send.isPending}>
          {t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
