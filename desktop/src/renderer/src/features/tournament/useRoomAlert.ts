import { useSyncExternalStore } from 'react';
import { roomAlertStore } from './roomAlertStore';

/**
 * True for 10 s after room details arrive for this tournament (docs/product/limits.md#client-timings). The socket
 * listener, tone, toast and notifications live in RoomAlertHost, mounted once in the layout.
 */
export function useRoomAlert(tournamentId: string): { highlight: boolean } {
  const highlight = useSyncExternalStore(roomAlertStore.subscribe, () => roomAlertStore.isHighlighted(tournamentId));
  return { highlight };
}
