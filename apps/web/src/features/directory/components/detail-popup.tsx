import { useTranslation } from 'react-i18next';
import type { DirectoryType } from '@harbour/shared';
import { Alert, LinkButton, Modal, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useDirectoryDetail } from '../api/detail';
import { KINDS } from '../lib/types';
import { ListingBody, listingName } from './listing-body';

/** The detail popup of a card (react-aria Modal): the listing and a link to its own page. */
export function DetailPopup({
  type,
  id,
  name,
  onClose,
}: {
  type: DirectoryType;
  id: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('directory');
  const tm = useMessage();
  const query = useDirectoryDetail(type, id);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<span dir="auto">{query.data ? listingName(type, query.data) : name}</span>}
      size="lg"
      footer={
        <LinkButton to={`${KINDS[type].path}/${id}`} variant="secondary">
          {t('detail.open_page')}
        </LinkButton>
      }
    >
      {query.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : query.isError ? (
        <Alert tone="error">{tm(query.error.message)}</Alert>
      ) : (
        <ListingBody type={type} data={query.data} />
      )}
    </Modal>
  );
}
