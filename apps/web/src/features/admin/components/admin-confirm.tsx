import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@/components/ui';

export interface AdminConfirmProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** danger for refusing or revoking */
  tone?: 'primary' | 'danger';
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** more of the dialog under the message (a refusal's reason) */
  children?: ReactNode;
}

/** Asks before an admin action that cannot be undone; the cancel button has the first focus. */
export function AdminConfirm({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  isPending,
  onConfirm,
  onCancel,
  children,
}: AdminConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            {t('cancel')}
          </Button>
          <Button variant={tone} isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {children}
    </Modal>
  );
}
