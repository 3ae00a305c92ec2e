import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal } from '@/components/ui';
import { useSession } from '@/lib/session';

// Stands in for the name while translating, so the name itself is rendered as text in a <bdi>
// (never parsed as markup, and an English name reads right inside an Arabic sentence).
const NAME_MARK = '\u2063name\u2063';

function withName(text: string, name: string): ReactNode {
  return text.split(NAME_MARK).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <bdi>{name}</bdi>}
      {part}
    </Fragment>
  ));
}

/**
 * "Continue as {name}?" for a visitor who opened a sign-in link (login_token): nothing is signed in
 * until they press Continue. The backdrop does not close it; Escape counts as "Not me".
 */
export function ContinueAsDialog() {
  const { t } = useTranslation();
  const { loginOffer, acceptLoginOffer, declineLoginOffer } = useSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!loginOffer) return null;

  const name = loginOffer.firstName;
  const close = () => {
    setFailed(false);
    declineLoginOffer();
  };
  const accept = async () => {
    setPending(true);
    const ok = await acceptLoginOffer();
    setPending(false);
    if (!ok) setFailed(true);
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && !pending && close()}
      isDismissable={false}
      showCloseButton={false}
      role="alertdialog"
      size="sm"
      title={withName(t('continue_as.title', { name: NAME_MARK }), name)}
      footer={
        failed ? (
          <Button autoFocus onPress={close}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close} isDisabled={pending}>
              {t('continue_as.not_me')}
            </Button>
            <Button autoFocus onPress={() => void accept()} isPending={pending}>
              {t('continue_as.continue')}
            </Button>
          </>
        )
      }
    >
      {failed ? (
        <Alert tone="error">{t('continue_as.failed')}</Alert>
      ) : (
        <p>{withName(t('continue_as.text', { name: NAME_MARK }), name)}</p>
      )}
    </Modal>
  );
}
