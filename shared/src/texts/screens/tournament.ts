/** The labels of the tournament screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const TOURNAMENT_SCREEN = {} as const;
