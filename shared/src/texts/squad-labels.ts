/**
 * The squad's name on team cards and the stream overlay. A module with no imports: the overlay
 * page (a separate entry of the web build) loads it without pulling the rest of the texts and
 * constants out of the dashboard's first download into chunks the two pages share.
 */
export const SQUAD_LABELS = {
  squadName: (captain: string) => `${captain}'s squad`,
} as const;
