// Placeholder owned by the tournaments work; replaced by the real component.
export function TournamentGrid(): null {
  return null;
}
