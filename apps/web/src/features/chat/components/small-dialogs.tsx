import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_GROUP_NAME_MAX, CHAT_REPORT_REASON_MAX } from '@harbour/shared';
import { Alert, Button, Modal, TextField } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (value: string) => Promise<void>;
}

/** A dialog with one text field (rename, report) or none (a confirmation); errors stay in the dialog. */
function ActionDialog({
  title,
  onClose,
  onSubmit,
  field,
  text,
  submitLabel,
  danger,
}: FormDialogProps & {
  field?: { label: string; initial: string; max: number; multiline?: boolean };
  text?: string;
  submitLabel: string;
  danger?: boolean;
}) {
  const { t } = useTranslation('chat');
  const tm = useMessage();
  const [value, setValue] = useState(field?.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (field && !value.trim()) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(value.trim());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '');
      setPending(false);
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      role={field ? 'dialog' : 'alertdialog'}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            isPending={pending}
            isDisabled={!!field && !value.trim()}
            onPress={() => void submit()}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {text && <p dir="auto">{text}</p>}
      {field && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={field.label}
            value={value}
            onChange={setValue}
            maxLength={field.max}
            multiline={field.multiline}
            autoFocus
          />
        </form>
      )}
      {error !== null && (
        <Alert tone="error" className="mt-3">
          <span role="alert">{tm(error || 'Something went wrong!')}</span>
        </Alert>
      )}
    </Modal>
  );
}

export function RenameDialog(props: FormDialogProps & { current: string }) {
  const { t } = useTranslation('chat');
  return (
    <ActionDialog
      {...props}
      submitLabel={t('save')}
      field={{ label: t('group_name'), initial: props.current, max: CHAT_GROUP_NAME_MAX }}
    />
  );
}

export function ReportDialog(props: FormDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <ActionDialog
      {...props}
      submitLabel={t('report')}
      danger
      field={{ label: t('report_reason'), initial: '', max: CHAT_REPORT_REASON_MAX, multiline: true }}
    />
  );
}

export function ConfirmDialog(props: FormDialogProps & { text: string; submitLabel: string }) {
  return <ActionDialog {...props} danger />;
}
