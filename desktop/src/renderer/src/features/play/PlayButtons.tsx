// Placeholder owned by the play work; replaced by the real component.
export function LeaderboardButton(): null {
  return null;
}
export function OpenLobbyButton(): null {
  return null;
}
export function PostLobbyButton(): null {
  return null;
}
