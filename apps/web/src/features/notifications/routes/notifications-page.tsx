import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@harbour/shared';
import { Modal, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { NotificationFull } from '../components/notification-full';
import { NotificationList } from '../components/notification-list';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useIsDesktop } from '../lib/use-is-desktop';

/** /notifications: signed-in users' notices; an item opens a modal (desktop) or /notification-detail (mobile). */
export function Component() {
  const { t, i18n } = useTranslation('notifications');
  const session = useSession();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState<Notification | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const onOpen = (n: Notification) => {
    if (isDesktop) setOpen(n);
    else void navigate(`/notification-detail?id=${n.id}`, { state: { notification: n } });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : session.user ? (
        <NotificationList
          key={`${session.user.id}-${language}`}
          queryKey={{ userId: session.user.id, cityId: session.cityId, language }}
          onOpen={onOpen}
        />
      ) : (
        <SignInPrompt next="/notifications" />
      )}
      {open && (
        <Modal
          isOpen
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          title={<span dir="auto">{open.title}</span>}
          size="lg"
        >
          <NotificationFull notification={open} />
        </Modal>
      )}
    </div>
  );
}
