import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@/components/ui';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';
import {
  currentSubscription,
  pushPublicKeyQuery,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-api';

type State = 'checking' | 'off' | 'on' | 'denied';

function initialState(): State {
  return typeof Notification !== 'undefined' && Notification.permission === 'denied' ? 'denied' : 'checking';
}

/**
 * "Get notices on this device": says what the member will get, and asks the browser's permission only
 * once they tap. Shows nothing when the server sends no pushes.
 */
export function PushButton() {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const key = useQuery(pushPublicKeyQuery);
  const [support] = useState(pushSupport);
  const [state, setState] = useState<State>(initialState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported' || state !== 'checking') return;
    let live = true;
    currentSubscription()
      .then((s) => live && setState(s ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [support, state]);

  if (key.isPending || key.isError || !key.data.enabled) return null;

  const run = async (action: () => Promise<State>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (e) {
      // a browser's own failure (no push service…) is not worth showing as it is
      setError(e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    run(async () => {
      const permission = await subscribeThisDevice(key.data.public_key);
      return permission === 'granted' ? 'on' : permission === 'denied' ? 'denied' : 'off';
    });
  const turnOff = () =>
    run(async () => {
      await unsubscribeThisDevice();
      return 'off';
    });

  return (
    <section aria-labelledby="push-heading" className="flex flex-col gap-3">
      <h3 id="push-heading" className="text-lg font-bold text-harbour-900">
        {t('member.push.title')}
      </h3>
      {support === 'unsupported' ? (
        <p>{t('member.push.unsupported')}</p>
      ) : support === 'install-first' ? (
        <p>{t('member.push.install_first')}</p>
      ) : state === 'denied' ? (
        <Alert>{t('member.push.denied')}</Alert>
      ) : state === 'on' ? (
        <>
          <p role="status">{t('member.push.on')}</p>
          <div>
            <Button variant="secondary" onPress={() => void turnOff()} isPending={busy}>
              {t('member.push.turn_off')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('member.push.what')}</p>
          <div>
            <Button onPress={() => void turnOn()} isPending={busy} isDisabled={state === 'checking'}>
              {t('member.push.turn_on')}
            </Button>
          </div>
        </>
      )}
      {error && <Alert tone="error">{tm(error)}</Alert>}
    </section>
  );
}
