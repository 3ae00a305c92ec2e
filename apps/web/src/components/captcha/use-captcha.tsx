import { useCallback, useState, type ReactNode } from 'react';
import { useClientConfig } from '@/lib/client-config';
import { AltchaWidget } from './altcha-widget';

export interface CaptchaState {
  /** The deployment asks for a captcha (GET /api/web/client-config), or the server asked for one (`require`). */
  enabled: boolean;
  /** The configuration is still loading: submit buttons wait for it. */
  isPending: boolean;
  /** True when no captcha is needed or the widget is solved. */
  isSolved: boolean;
  /** The `captcha` and `captchaOn` fields of the login and registration bodies. */
  fields: { captcha: string; captchaOn: boolean };
  /** The widget to place in the form, or null when the captcha is off. */
  widget: ReactNode;
  /** A payload is single-use: call after a failed submit to get a fresh challenge. */
  reset: () => void;
  /** Shows the widget even when the deployment has the captcha off (the server answered `login.captcha_required`). */
  require: () => void;
}

export function useCaptcha(): CaptchaState {
  const config = useClientConfig();
  const [required, setRequired] = useState(false);
  const enabled = (config.data?.captchaEnabled ?? false) || required;
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setPayload(null);
    setRound((r) => r + 1);
  }, []);

  return {
    enabled,
    isPending: config.isPending && !required,
    isSolved: !enabled || !!payload,
    fields: { captcha: enabled ? (payload ?? '') : '', captchaOn: enabled },
    widget: enabled ? <AltchaWidget key={round} onChange={setPayload} eager={required || round > 0} /> : null,
    reset,
    require: () => setRequired(true),
  };
}
