import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const ALTCHA_CHALLENGE_URL = '/api/altcha/challenge';

export interface AltchaWidgetProps {
  /** The solved payload, or null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
}

/**
 * The ALTCHA proof-of-work widget. The web component is imported on first render only, so it stays
 * out of the initial bundle; its strings come from the `auth` catalogue.
 */
export function AltchaWidget({ onChange }: AltchaWidgetProps) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let active = true;
    import('altcha').then(
      () => active && setReady(true),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', handle);
    return () => el.removeEventListener('statechange', handle);
  }, [ready]);

  const strings = JSON.stringify({
    label: t('captcha.label'),
    verifying: t('captcha.verifying'),
    verified: t('captcha.verified'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    verificationRequired: t('captcha.required'),
    waitAlert: t('captcha.wait'),
    loading: t('captcha.loading'),
    verify: t('captcha.verify'),
    reload: t('captcha.reload'),
  });

  if (!ready) {
    return (
      <p className="text-sm text-gray-700" role="status">
        {failed ? t('captcha.error') : t('captcha.loading')}
      </p>
    );
  }
  return <altcha-widget ref={ref} challengeurl={ALTCHA_CHALLENGE_URL} strings={strings} hidefooter />;
}
