import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_GROUP_NAME_MAX, type ChatUser } from '@harbour/shared';
import { Alert, Button, Modal, TextField } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';
import { findUserByEmail } from '../api/chat-api';

export interface PeopleDialogProps {
  title: string;
  /** the new conversation's dialog also asks for a group name when more than one person is chosen */
  withGroupName: boolean;
  submitLabel: string;
  /** ids already in the conversation (and the reader), not offered again */
  exclude: number[];
  onSubmit: (people: ChatUser[], groupName: string) => Promise<void>;
  onClose: () => void;
}

/** Chooses people by their e-mail address (GET /api/chat/users?email=) for a new conversation or a group. */
export function PeopleDialog({
  title,
  withGroupName,
  submitLabel,
  exclude,
  onSubmit,
  onClose,
}: PeopleDialogProps) {
  const { t } = useTranslation('chat');
  const tm = useMessage();
  const [email, setEmail] = useState('');
  const [people, setPeople] = useState<ChatUser[]>([]);
  const [groupName, setGroupName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'find' | 'submit' | null>(null);

  const add = async () => {
    if (!email.trim()) return;
    setPending('find');
    setError(null);
    try {
      const user = await findUserByEmail(email.trim());
      if (!exclude.includes(user.id) && !people.some((p) => p.id === user.id)) setPeople((p) => [...p, user]);
      setEmail('');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '');
    } finally {
      setPending(null);
    }
  };

  const submit = async () => {
    if (!people.length) return;
    setPending('submit');
    setError(null);
    try {
      await onSubmit(people, groupName.trim());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '');
      setPending(null);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button isDisabled={!people.length} isPending={pending === 'submit'} onPress={() => void submit()}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          className="min-w-0 flex-1"
          label={t('email_label')}
          description={t('email_hint')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          autoFocus
        />
        <Button type="submit" variant="secondary" isPending={pending === 'find'}>
          {t('find')}
        </Button>
      </form>
      {error !== null && (
        <Alert tone="error" className="mt-3">
          <span role="alert">{tm(error || 'Something went wrong!')}</span>
        </Alert>
      )}
      {people.length > 0 && (
        <section className="mt-4" aria-labelledby="chat-people-heading">
          <h3 id="chat-people-heading" className="text-sm font-semibold text-slate-800">
            {t('people')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {people.map((p) => (
              <li
                key={p.id}
                className="flex items-center gap-1 rounded-full bg-harbour-50 ps-3 text-sm text-harbour-900"
              >
                <span dir="auto">{p.fullName}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('remove_person', { name: p.fullName })}
                  onPress={() => setPeople((all) => all.filter((x) => x.id !== p.id))}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {withGroupName && people.length > 1 && (
        <TextField
          className="mt-4"
          label={t('group_name')}
          description={t('group_name_hint')}
          value={groupName}
          onChange={setGroupName}
          maxLength={CHAT_GROUP_NAME_MAX}
        />
      )}
    </Modal>
  );
}
