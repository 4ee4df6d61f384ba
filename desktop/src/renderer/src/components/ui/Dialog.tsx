/**
 * Accessible dialog (Radix): focus trap, Escape to close, labelled title, and focus back on the
 * control that opened it.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { Button } from './Button';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  footer?: ReactNode;
}) {
  const say = useSay();
  const width = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' }[size];
  const returnFocus = useFocusReturn(open);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/75" />
        <D.Content
          className={clsx(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface shadow-2xl',
            width,
          )}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div>
              <D.Title className="text-lg font-bold">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-muted">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">
                  {typeof title === 'string' ? title : say(LAYOUT_SCREEN.dialog.untitled)}
                </D.Description>
              )}
            </div>
            <D.Close
              className="rounded-lg p-1 text-muted hover:bg-surface-3 hover:text-text"
              aria-label={say(LAYOUT_SCREEN.dialog.close)}
            >
              <X className="size-5" />
            </D.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/**
 * Our dialogs are mostly opened from state, not from a Radix Dialog.Trigger, and then Radix sends
 * the focus to the page body when they close. This remembers what had the focus when the dialog
 * opened (before Radix moves it inside) and gives it back on close. An opener that is gone by then
 * (a list row the action removed) hands the focus to the dialog still open underneath, if any.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : lastOpenDialog();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

const lastOpenDialog = (): HTMLElement | null => {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  return open[open.length - 1] ?? null;
};

/**
 * The one confirmation step of every irreversible action (decline, delete, kick, reject, pay…):
 * nothing happens until the confirm button is pressed; Cancel, Escape or a click outside keep
 * things as they are. `children` adds inputs the action needs (e.g. the admin's notes).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  danger,
  loading,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const say = useSay();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {say(LAYOUT_SCREEN.dialog.cancel)}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? say(LAYOUT_SCREEN.dialog.confirm)}
          </Button>
        </>
      }
    >
      <div className="text-sm text-text">{message}</div>
      {children && <div className="mt-4">{children}</div>}
    </Dialog>
  );
}

/** A dialog form's Cancel (closes) and submit buttons, right-aligned. */
export function DialogFormActions({
  onCancel,
  pending,
  submitLabel,
  className,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  className?: string;
}) {
  const say = useSay();
  return (
    <div className={clsx('flex justify-end gap-2', className)}>
      <Button variant="ghost" onClick={onCancel}>
        {say(LAYOUT_SCREEN.dialog.cancel)}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
