import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAppTests } from '@/test/app-harness';
import { FormErrorSummary } from './form-section';

setupAppTests();
beforeAll(() => i18next.loadNamespaces('vivalinks'));

interface Values {
  name: string;
  email: string;
  phone: string;
  website: string;
}

function Summary({ errors }: { errors: Partial<Record<keyof Values, string>> }) {
  const { control, setError } = useForm<Values>();
  useEffect(() => {
    for (const [name, message] of Object.entries(errors)) setError(name as keyof Values, { message });
  }, [errors, setError]);
  return <FormErrorSummary control={control} text="Please correct the fields marked in red." />;
}

describe('FormErrorSummary', () => {
  it('says "fill in all the required fields" only when a required field is missing', async () => {
    const view = render(
      <Summary
        errors={{ email: 'email_not_valid', phone: 'phone_not_valid', website: 'website_not_valid' }}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the fields marked in red.');
    expect(alert).not.toHaveTextContent('Please fill in all the required fields.');
    view.unmount();

    render(<Summary errors={{ name: 'fill_required_fields', email: 'email_not_valid' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Please fill in all the required fields\.\s*Please correct the fields marked in red\./,
    );
  });
});
