import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatMessage, ChatUser } from '@harbour/shared';
import { ApiError } from '@/lib/api-client';
import { formatList } from '@/lib/format';
import {
  addUsers,
  blockUser,
  createConversation,
  leaveConversation,
  renameConversation,
  reportMessage,
} from '../api/chat-api';
import { PeopleDialog } from './people-dialog';
import { ConfirmDialog, RenameDialog, ReportDialog } from './small-dialogs';

export type DialogState =
  { kind: 'new' | 'add' | 'rename' | 'leave' | 'block' } | { kind: 'report'; message: ChatMessage } | null;

export interface ChatDialogsProps {
  dialog: DialogState;
  onClose: () => void;
  meId: number;
  conversation: ChatConversation | undefined;
  other: ChatUser | undefined;
  title: string;
  onOpen: (conversationId: number) => void;
  onLeft: () => void;
  onChanged: (conversation: ChatConversation) => void;
  onError: (message: string) => void;
  /** a sentence saying what was done, shown and announced */
  onNotice: (text: string) => void;
}

/** The dialog the page has open: new conversation, add people, rename, leave, block, report. */
export function ChatDialogs(props: ChatDialogsProps) {
  const { dialog, onClose, meId, conversation, other, title, onOpen, onLeft, onChanged, onError, onNotice } =
    props;
  const { t } = useTranslation('chat');
  if (!dialog) return null;
  // Every failure goes by the page first (chat.no_access leaves for the checkout), then to the dialog.
  const guard = async <T,>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (e) {
      if (e instanceof ApiError) onError(e.message);
      throw e;
    }
  };

  switch (dialog.kind) {
    case 'new':
      return (
        <PeopleDialog
          title={t('new_conversation')}
          submitLabel={t('start')}
          withGroupName
          exclude={[meId]}
          onClose={onClose}
          onSubmit={async (people, groupName) => {
            const c = await guard(
              createConversation(
                people.map((p) => p.id),
                groupName || undefined,
              ),
            );
            onChanged(c);
            onClose();
            onOpen(c.id);
          }}
        />
      );
    case 'add':
      if (!conversation) return null;
      return (
        <PeopleDialog
          title={t('add_people')}
          submitLabel={t('add_people')}
          withGroupName={false}
          exclude={conversation.members.map((m) => m.id)}
          onClose={onClose}
          onSubmit={async (people) => {
            onChanged(
              await guard(
                addUsers(
                  conversation.id,
                  people.map((p) => p.id),
                ),
              ),
            );
            onClose();
            onNotice(t('added', { names: formatList(people.map((p) => p.fullName)) }));
          }}
        />
      );
    case 'rename':
      if (!conversation) return null;
      return (
        <RenameDialog
          title={t('rename')}
          current={conversation.groupName ?? ''}
          onClose={onClose}
          onSubmit={async (name) => {
            onChanged(await guard(renameConversation(conversation.id, name)));
            onClose();
            onNotice(t('renamed', { name }));
          }}
        />
      );
    case 'leave':
      if (!conversation) return null;
      return (
        <ConfirmDialog
          title={t('leave')}
          text={t('leave_confirm', { name: title })}
          submitLabel={t('leave')}
          onClose={onClose}
          onSubmit={async () => {
            await guard(leaveConversation(conversation.id));
            onClose();
            onLeft();
            onNotice(t('left'));
          }}
        />
      );
    case 'block':
      if (!other) return null;
      return (
        <ConfirmDialog
          title={t('block', { name: other.fullName })}
          text={t('block_confirm', { name: other.fullName })}
          submitLabel={t('block', { name: other.fullName })}
          onClose={onClose}
          onSubmit={async () => {
            await guard(blockUser(other.id));
            onClose();
            onNotice(t('blocked', { name: other.fullName }));
          }}
        />
      );
    case 'report':
      return (
        <ReportDialog
          title={t('report_message')}
          onClose={onClose}
          onSubmit={async (reason) => {
            await guard(reportMessage(dialog.message.id, reason));
            onClose();
            onNotice(t('report_sent'));
          }}
        />
      );
  }
}
