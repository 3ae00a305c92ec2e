import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ListingPhoto } from '@harbour/shared';
import { Alert, PageSpinner, PageTitle } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useProvinces } from '@/lib/provinces';
import { useSession } from '@/lib/session';
import { useDeleteListingPhoto } from '../api/delete-listing-photo';
import { useUpdateListing, type ListingUpdate } from '../api/update-listing';
import { ManagerSignInPrompt } from '@/features/listings/shared/components/manager-sign-in-prompt';
import { ListingTranslations } from '@/features/listings/translations/components/listing-translations';
import {
  ListingNotFound,
  OwnedListingLoader,
} from '@/features/listings/shared/components/owned-listing-loader';
import { UpdateBusinessForm } from '../components/update-business-form';
import { UpdateEventForm } from '../components/update-event-form';
import { UpdateJobForm } from '../components/update-job-form';
import { UpdateVolunteerForm } from '../components/update-volunteer-form';
import { isListingKind, listingId, type OwnedListing } from '@/features/listings/shared/lib/manager-kinds';

/** The manager's router state: `{ kind, listing }`, trusted only for showing at once. */
function passedListing(state: unknown): OwnedListing | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as { kind?: unknown; listing?: unknown };
  return isListingKind(s.kind) && typeof s.listing === 'object' && s.listing !== null
    ? (s as OwnedListing)
    : null;
}

/** What a save or a photo deletion said, shown above the form. */
type Notice = { ok: boolean; text: string };

function Editor({ item }: { item: OwnedListing }) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const navigate = useNavigate();
  const update = useUpdateListing();
  const deletePhoto = useDeleteListingPhoto();
  const provinces = useProvinces();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const photos = item.kind === 'job' ? [] : item.listing.photo_list.filter((p) => !deleted.has(p.id));

  const save = async (body: ListingUpdate) => {
    setError(null);
    setNotice(null);
    const res = await update.mutateAsync(body);
    if (res.status === 1) {
      await navigate(`/vivalinks/manager?tab=${item.kind}`, { state: { notice: 'listing.updated' } });
    } else {
      setError(res.message || 'listing.not_updated');
    }
  };

  const onDeletePhoto = async (photo: ListingPhoto) => {
    if (item.kind === 'job') return;
    setNotice(null);
    const res = await deletePhoto.mutateAsync({ kind: item.kind, photo });
    if (res.status === 1) setDeleted((d) => new Set(d).add(photo.id));
    setNotice({
      ok: res.status === 1,
      text: tm(res.status === 1 ? 'listing.image_deleted' : 'listing.image_not_deleted'),
    });
  };

  const shared = { photos, onDeletePhoto, onSave: save, saving: update.isPending, error };
  return (
    <div className="flex flex-col gap-6">
      {notice && <Alert tone={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {item.kind === 'business' ? (
        provinces.isPending ? (
          <PageSpinner label={t('update.loading')} />
        ) : (
          <UpdateBusinessForm listing={item.listing} provinces={provinces.data ?? []} {...shared} />
        )
      ) : item.kind === 'event' ? (
        <UpdateEventForm listing={item.listing} {...shared} />
      ) : item.kind === 'volunteer' ? (
        <UpdateVolunteerForm listing={item.listing} {...shared} />
      ) : (
        <UpdateJobForm listing={item.listing} {...shared} />
      )}
      <ListingTranslations kind={item.kind} id={listingId(item)} />
    </div>
  );
}

/**
 * /vivalinks/update?kind=&id=: edits one of the user's listings. The manager passes the listing in
 * the router state; after a reload it is looked up in the user's own list.
 */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const passed = passedListing(location.state);
  const kindParam = params.get('kind');
  const kind = isListingKind(kindParam) ? kindParam : (passed?.kind ?? null);
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : passed ? listingId(passed) : null;
  const usable = passed && kind === passed.kind && id === listingId(passed) ? passed : null;
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t('update.title')} subtitle={t('update.subtitle')} className="mb-0" />
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : !session.user ? (
        <ManagerSignInPrompt next={here} />
      ) : kind === null || id === null ? (
        <ListingNotFound />
      ) : (
        <OwnedListingLoader userId={session.user.id} kind={kind} id={id} passed={usable}>
          {/* A new listing (another id) starts a new form. */}
          {(item) => <Editor key={`${kind}-${id}`} item={item} />}
        </OwnedListingLoader>
      )}
    </div>
  );
}
