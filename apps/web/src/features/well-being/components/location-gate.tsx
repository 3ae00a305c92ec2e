import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Alert, LinkButton, PageSpinner } from '@/components/ui';
import { useWellBeingLocation, type WellBeingLocation } from '../lib/location';

type Resolved = Extract<WellBeingLocation, { status: 'ok' }>;

/** Renders its children with the resolved province, or the spec's answer when there is none. */
export function LocationGate({ children }: { children: (location: Resolved) => ReactNode }) {
  const location = useWellBeingLocation();
  if (location.status === 'loading') return <PageSpinner />;
  if (location.status === 'none') return <Navigate to="/login" replace />;
  if (location.status === 'invalid') return <SelectLocationAlert />;
  return <>{children(location)}</>;
}

export function SelectLocationAlert() {
  const { t } = useTranslation('well-being');
  return (
    <Alert tone="info">
      <p>{t('common:please_select_your_location')}</p>
      <LinkButton to="/select-province" variant="secondary" size="sm" className="mt-3">
        {t('listings.change_location')}
      </LinkButton>
    </Alert>
  );
}
