// Placeholder owned by the live-play work; replaced by the real modal (teams/slots grid, chat,
// room code, winners, slot management).
import type { Tournament } from '@squadhub/shared';

export function TournamentModal(_props: {
  tournamentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Tournament;
}): null {
  return null;
}
