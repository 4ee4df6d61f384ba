/**
 * A dashboard toolbar button that opens a dialog (mounted only while open), optionally with a
 * marker for news that arrived since the dialog was last opened.
 */
import { useState, type ReactNode } from 'react';
import { Button } from './Button';

export interface DialogButtonState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Something new arrived while the dialog was closed. */
  fresh: boolean;
  /** Opens the dialog from the button, which clears the news marker. */
  show: () => void;
  /** Marks news, unless the dialog is open (then it is already on screen). */
  markFresh: () => void;
}

/** The open state and news flag of a DialogButton, for callers that listen for news themselves. */
export function useDialogButton(): DialogButtonState {
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState(false);
  return {
    open,
    setOpen,
    fresh,
    show: () => {
      setFresh(false);
      setOpen(true);
    },
    markFresh: () => {
      if (!open) setFresh(true);
    },
  };
}

export function DialogButton({
  icon,
  label,
  dialog,
  state,
  news,
  'data-testid': testId,
}: {
  icon: ReactNode;
  label: string;
  /** The dialog, rendered while open. */
  dialog: (onOpenChange: (open: boolean) => void) => ReactNode;
  /** From useDialogButton(), when the caller marks news; otherwise the button keeps its own. */
  state?: DialogButtonState;
  /** How news shows: the button's accessible name and the marker drawn on its corner. */
  news?: { label: string; marker: ReactNode };
  'data-testid'?: string;
}) {
  const own = useDialogButton();
  const { open, setOpen, fresh, show } = state ?? own;
  const showNews = fresh && news !== undefined;
  return (
    <>
      <Button
        variant="secondary"
        className={news ? 'relative' : undefined}
        onClick={show}
        aria-label={showNews ? news.label : undefined}
        data-testid={testId}
      >
        {icon} {label}
        {showNews && news.marker}
      </Button>
      {open && dialog(setOpen)}
    </>
  );
}
