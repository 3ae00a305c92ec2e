import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';

export const ALTCHA_CHALLENGE_URL = '/api/altcha/challenge';

export interface AltchaWidgetProps {
  /** The solved payload, or null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
  /**
   * Load at once: the widget appears after an answer of the server (a check now required, a fresh
   * challenge after a failed submit), when the visitor is already at the form.
   */
  eager?: boolean;
}

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { set(name: string, value: Record<string, string>): void };
}

/**
 * Loads the widget's CSP-friendly build (no inline styles, no blob workers): its stylesheet and
 * the PBKDF2 worker come from our own origin. Imported on first use, so it stays out of the
 * initial bundle.
 */
let loading: Promise<AltchaGlobal> | null = null;
const loadAltcha = () => (loading ??= importAltcha());
async function importAltcha(): Promise<AltchaGlobal> {
  const [, , worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/pbkdf2?worker'),
  ]);
  const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
  altcha.algorithms.set('PBKDF2/SHA-256', () => new worker.default());
  return altcha;
}

/** The ALTCHA proof-of-work widget, with its strings from the `auth` catalogue. */
export function AltchaWidget({ onChange, eager = false }: AltchaWidgetProps) {
  const { t, i18n } = useTranslation('auth');
  const ref = useRef<HTMLElement>(null);
  const [altcha, setAltcha] = useState<AltchaGlobal | null>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const placeholder = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let active = true;
    const load = () => {
      stopWaiting();
      loadAltcha().then(
        (loaded) => active && setAltcha(loaded),
        () => active && setFailed(true),
      );
    };
    // The widget's code (and its worker's) loads once the visitor starts on the form, not with the
    // page: nobody can submit before filling it in, and the page's first seconds stay free.
    const form = placeholder.current?.closest('form') ?? null;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stopWaiting = () => events.forEach((name) => form?.removeEventListener(name, load));
    if (eager || loading || !form || form.contains(document.activeElement)) load();
    else events.forEach((name) => form.addEventListener(name, load));
    return () => {
      active = false;
      stopWaiting();
    };
  }, [eager]);

  const language = i18n.language;
  if (altcha) {
    altcha.i18n.set(language, {
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
      footer: '',
    });
  }

  useEffect(() => {
    const el = ref.current;
    if (!altcha || !el) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', handle);
    return () => el.removeEventListener('statechange', handle);
  }, [altcha]);

  if (!altcha) {
    return (
      <p ref={placeholder} className="text-sm text-gray-700" role="status">
        {failed ? t('captcha.error') : t('captcha.loading')}
      </p>
    );
  }
  return (
    <altcha-widget
      ref={ref}
      challenge={ALTCHA_CHALLENGE_URL}
      language={language}
      configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
    />
  );
}
