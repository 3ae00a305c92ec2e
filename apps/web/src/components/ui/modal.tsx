import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { Button } from './button';

export interface ModalProps {
  isOpen: boolean;
  /** Called with false when the user closes the dialog (Escape, close button, backdrop when dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the dialog, already translated. */
  title: ReactNode;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Buttons at the bottom, laid out at the inline end. */
  footer?: ReactNode;
  /** Clicking the backdrop closes the dialog (default true). */
  isDismissable?: boolean;
  /** Escape does not close it (default false). */
  isKeyboardDismissDisabled?: boolean;
  /** Shows an × button (default true). */
  showCloseButton?: boolean;
  /** sm 400px (default md 32rem, lg 48rem). */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

const SIZES = { sm: 'max-w-[400px]', md: 'max-w-lg', lg: 'max-w-3xl' };

/** An accessible modal dialog (react-aria): focus is trapped inside and returns to the trigger on close. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  hideTitle,
  children,
  footer,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  showCloseButton = true,
  size = 'md',
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-900/50 p-4 animate-fade-in"
    >
      <AriaModal className={cx('w-full min-w-[300px]', SIZES[size])}>
        <Dialog role={role} className="relative rounded-2xl bg-white p-6 shadow-xl outline-none">
          {({ close }) => (
            <>
              <div className="mb-4 flex items-start justify-between gap-4">
                <Heading
                  slot="title"
                  className={cx('text-xl font-bold text-harbour-900', hideTitle && 'sr-only')}
                >
                  {title}
                </Heading>
                {showCloseButton && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={close}
                    aria-label={t('close')}
                    className="-me-2 -mt-1"
                  >
                    <span aria-hidden="true" className="text-2xl leading-none">
                      ×
                    </span>
                  </Button>
                )}
              </div>
              <div>{children}</div>
              {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
