import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { NUPOST_INVITES_PER_REQUEST } from '@harbour/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { inviteMembers } from '../api/notices';

/** Addresses split on commas, semicolons, spaces and new lines, without repeats. */
export const splitAddresses = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** Invite people by e-mail; each must confirm before anything is sent to them (double opt-in). */
export function InviteForm() {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const [text, setText] = useState('');
  const invite = useMutation({ mutationFn: inviteMembers, onSuccess: () => setText('') });
  const emails = splitAddresses(text);
  const tooMany = emails.length > NUPOST_INVITES_PER_REQUEST;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (emails.length && !tooMany) invite.mutate(emails);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <TextField
        label={t('business.invite.label')}
        description={t('business.invite.help', { max: NUPOST_INVITES_PER_REQUEST })}
        value={text}
        onChange={setText}
        multiline
        rows={3}
        errorKey={tooMany ? 'nupost.invitations.too_many' : null}
      />
      {invite.isError && <Alert tone="error">{tm(invite.error.message)}</Alert>}
      {invite.data && (
        <Alert tone="success">
          {t('business.invite.done', {
            invited: invite.data.invited,
            skipped: invite.data.skipped,
            remaining: invite.data.remaining_today,
          })}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          variant="secondary"
          isDisabled={!emails.length || tooMany}
          isPending={invite.isPending}
        >
          {t('business.invite.send')}
        </Button>
      </div>
    </form>
  );
}
