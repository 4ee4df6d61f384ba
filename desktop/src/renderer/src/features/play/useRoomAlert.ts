// Placeholder owned by the live-play work: true for 10 s after room details arrive for this tournament.
export function useRoomAlert(_tournamentId: string): { highlight: boolean } {
  return { highlight: false };
}
