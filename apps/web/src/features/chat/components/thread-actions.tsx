import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { ChatConversation } from '@harbour/shared';
import { buttonClasses } from '@/components/ui';

export type ThreadAction = 'add' | 'rename' | 'leave' | 'block' | 'close';

const ITEM =
  'cursor-pointer rounded-md px-3 py-2 text-slate-900 outline-none data-[focused]:bg-harbour-50 data-[focused]:text-harbour-900 forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText]';

/**
 * The conversation's menu: a group adds people, is renamed or left; a one-to-one blocks the other
 * person; either is closed (until a new message).
 */
export function ThreadActions({
  conversation,
  otherName,
  onAction,
}: {
  conversation: ChatConversation;
  otherName: string;
  onAction: (action: ThreadAction) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <MenuTrigger>
      <AriaButton aria-label={t('actions')} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <span aria-hidden="true" className="text-xl leading-none">
          ⋮
        </span>
      </AriaButton>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-lg border border-slate-300 bg-white p-1 shadow-lg"
      >
        <Menu className="outline-none" onAction={(key) => onAction(key as ThreadAction)}>
          {conversation.isGroup ? (
            <>
              <MenuItem id="add" className={ITEM}>
                {t('add_people')}
              </MenuItem>
              <MenuItem id="rename" className={ITEM}>
                {t('rename')}
              </MenuItem>
              <MenuItem id="leave" className={ITEM}>
                {t('leave')}
              </MenuItem>
            </>
          ) : (
            <MenuItem id="block" className={ITEM}>
              {t('block', { name: otherName })}
            </MenuItem>
          )}
          <MenuItem id="close" className={ITEM}>
            {t('close')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
