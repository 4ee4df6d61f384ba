/** The labels of the play screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const PLAY_SCREEN = {} as const;
