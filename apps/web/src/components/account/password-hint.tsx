import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, isStrongPassword } from '@harbour/shared';
import { cx } from '@/lib/cx';

export interface PasswordHintProps {
  password: string;
  id?: string;
}

/** Live strength hint for a new password: the rule's parts, ticked as they are met. */
export function PasswordHint({ password, id }: PasswordHintProps) {
  const { t } = useTranslation('auth');
  const checks = [
    { key: 'length', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'letter', met: /\p{L}/u.test(password) },
    { key: 'digit', met: /\d/.test(password) },
  ] as const;
  const strong = isStrongPassword(password);
  const partsMet = checks.every((c) => c.met);
  const summary = strong ? 'strong' : partsMet ? 'common' : password ? 'weak' : 'empty';

  return (
    <div id={id} className="flex flex-col gap-1 text-sm">
      <ul className="flex flex-col gap-0.5">
        {checks.map((c) => (
          <li
            key={c.key}
            className={cx('flex items-center gap-2', c.met ? 'text-green-800' : 'text-slate-700')}
          >
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {c.met ? '✓' : '○'}
            </span>
            <span>
              {t(`password_hint.${c.key}`, { count: PASSWORD_MIN_LENGTH })}
              <span className="sr-only"> {c.met ? t('password_hint.met') : t('password_hint.not_met')}</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className={cx('font-semibold', strong ? 'text-green-800' : 'text-slate-800')}>
        {t(`password_hint.${summary}`)}
      </p>
    </div>
  );
}
