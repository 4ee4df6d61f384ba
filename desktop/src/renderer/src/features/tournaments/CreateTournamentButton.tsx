// Placeholder owned by the tournaments work; replaced by the real component.
export function CreateTournamentButton(): null {
  return null;
}
