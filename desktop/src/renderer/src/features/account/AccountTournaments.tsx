// Placeholder owned by the tournaments work; replaced by the real component.
export function AccountTournaments(): null {
  return null;
}
