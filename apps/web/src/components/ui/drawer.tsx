import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { Button } from './button';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the drawer, already translated. */
  title: ReactNode;
  hideTitle?: boolean;
  children: ReactNode;
  /** The side it slides from, in reading order: end (default; right in ltr, left in rtl) or start. */
  side?: 'start' | 'end';
}

/**
 * A side panel (react-aria modal dialog): focus trapped, Escape and the backdrop close it,
 * focus returns to the button that opened it.
 */
export function Drawer({ isOpen, onOpenChange, title, hideTitle, children, side = 'end' }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in"
    >
      <AriaModal
        className={cx(
          'fixed inset-y-0 flex w-[22rem] max-w-[90vw] flex-col bg-white shadow-2xl',
          side === 'end' ? 'end-0 animate-drawer-end' : 'start-0 animate-drawer-start',
        )}
      >
        <Dialog className="flex h-full flex-col overflow-y-auto outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
                <Heading
                  slot="title"
                  className={cx('text-lg font-bold text-harbour-900', hideTitle && 'sr-only')}
                >
                  {title}
                </Heading>
                <Button variant="ghost" size="sm" onPress={close} aria-label={t('close')} className="ms-auto">
                  <span aria-hidden="true" className="text-2xl leading-none">
                    ×
                  </span>
                </Button>
              </div>
              <div className="flex-1 px-5 py-4">{children}</div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
