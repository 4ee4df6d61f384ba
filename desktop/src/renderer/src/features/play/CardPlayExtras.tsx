// Placeholder owned by the live-play work: pieces of the tournament card that belong to live play
// (room details block, NEW ROOM badge, Send Room Code and Select Winners buttons, winners panel).
import type { Tournament } from '@squadhub/shared';

export function CardRoomDetails(_props: { tournament: Tournament }): null {
  return null;
}
export function CardWinnersPanel(_props: { tournament: Tournament }): null {
  return null;
}
export function CreatorPlayActions(_props: { tournament: Tournament }): null {
  return null;
}
