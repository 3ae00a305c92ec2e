import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LISTING_STATUS, PAID_LISTING_KINDS, type ListingCreatedData } from '@harbour/shared';
import { Alert, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { payListing } from '../api/pay-listing';
import { ConfirmationStep } from '@/components/checkout/confirmation-step';
import { ManagerSignInPrompt } from '@/features/listings/shared/components/manager-sign-in-prompt';
import {
  ListingNotFound,
  OwnedListingLoader,
} from '@/features/listings/shared/components/owned-listing-loader';
import { PaymentStep, type PaymentChoice } from '@/components/checkout/payment-step';
import { checkoutLapsed, listingId, type OwnedListing } from '@/features/listings/shared/lib/manager-kinds';
import { MANAGER_PATH } from '@/lib/checkout/listing-paths';

type PaidKind = (typeof PAID_LISTING_KINDS)[number];
const isPaidKind = (v: string | null): v is PaidKind =>
  (PAID_LISTING_KINDS as readonly string[]).includes(v ?? '');

function Payment({ kind, item }: { kind: PaidKind; item: OwnedListing }) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const [created, setCreated] = useState<ListingCreatedData | null>(null);
  if (created) return <ConfirmationStep product={kind} created={created} />;
  const failed = item.listing.payment_state === 'payment_failed' || checkoutLapsed(item.listing);
  if (item.listing.status !== LISTING_STATUS.inactive || !failed) {
    return (
      <Alert tone="info" title={tm('listing.payment_not_needed')}>
        <LinkButton to={MANAGER_PATH} variant="secondary" size="sm" className="mt-3">
          {t('update.back')}
        </LinkButton>
      </Alert>
    );
  }
  const pay = (choice: PaymentChoice) => payListing({ kind, id: listingId(item), ...choice });
  return (
    <>
      <p className="text-slate-700">{t('pay.explain')}</p>
      <PaymentStep
        product={kind}
        withQuantity={kind !== 'business'}
        onRegister={pay}
        onDone={(r) => setCreated(r.created)}
      />
    </>
  );
}

/**
 * /vivalinks/pay?kind=&id=: pays again for one of the user's listings whose payment did not go
 * through (declined, canceled, expired or refused, or a checkout closed past its expiry), with the wizards'
 * payment step.
 */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const id = Number(params.get('id'));
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t('pay.title')} subtitle={t('pay.subtitle')} className="mb-0" />
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : !session.user ? (
        <ManagerSignInPrompt next={here} />
      ) : !isPaidKind(kind) || !Number.isInteger(id) || id <= 0 ? (
        <ListingNotFound title={t('pay.not_found')} />
      ) : (
        <OwnedListingLoader userId={session.user.id} kind={kind} id={id}>
          {(item) => <Payment kind={kind} item={item} />}
        </OwnedListingLoader>
      )}
    </div>
  );
}
