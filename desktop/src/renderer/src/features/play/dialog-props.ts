import type { Tournament } from '@squadhub/shared';

/** Props of the creator's dialogs that act on one tournament (room code, stop entries, winners). */
export interface TournamentDialogProps {
  tournament: Tournament;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
