/** The labels of the squads screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const SQUADS_SCREEN = {} as const;
