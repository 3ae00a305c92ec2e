import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Modal } from '@/components/ui';

export interface NotLoggedInModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** "Please sign in": sign in (/login), sign up (/register) or close (the core screens and routes). */
export function NotLoggedInModal({ isOpen, onClose }: NotLoggedInModalProps) {
  // Its catalogue (auth) loads when the dialog first opens.
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <NotLoggedInDialog onClose={onClose} />
    </Suspense>
  );
}

function NotLoggedInDialog({ onClose }: Pick<NotLoggedInModalProps, 'onClose'>) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('not_logged_in.title')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onPress={onClose}>
            {t('not_logged_in.close')}
          </Button>
          <Button variant="secondary" onPress={() => go('/register')}>
            {t('not_logged_in.sign_up')}
          </Button>
          <Button onPress={() => go('/login')}>{t('not_logged_in.sign_in')}</Button>
        </>
      }
    >
      <p>{t('not_logged_in.text')}</p>
    </Modal>
  );
}
