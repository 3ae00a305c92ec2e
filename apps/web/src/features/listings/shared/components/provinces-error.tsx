import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@/components/ui';
import type { useProvinces } from '@/lib/provinces';

/** The provinces list did not load: says so, with a Retry (event and volunteer place fields). */
export function ProvincesError({ provinces }: { provinces: ReturnType<typeof useProvinces> }) {
  const { t } = useTranslation('vivalinks');
  if (!provinces.isError) return null;
  return (
    <Alert tone="error">
      <p>{t('event.form.provinces_error')}</p>
      <Button variant="link" onPress={() => void provinces.refetch()}>
        {t('event.chips.retry')}
      </Button>
    </Alert>
  );
}
