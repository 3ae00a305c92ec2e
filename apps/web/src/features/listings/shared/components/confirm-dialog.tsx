import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@/components/ui';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Already translated. */
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on Yes while the action runs. */
  isPending?: boolean;
}

/** A Yes/No question (the listing screens "confirm modal"). Escape and No cancel; the backdrop does nothing. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  onConfirm,
  onCancel,
  isPending,
}: ConfirmDialogProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isPending && onCancel()}
      isDismissable={false}
      showCloseButton={false}
      role="alertdialog"
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus>
            {t('common.no')}
          </Button>
          <Button variant="danger" onPress={onConfirm} isPending={isPending}>
            {t('common.yes')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
