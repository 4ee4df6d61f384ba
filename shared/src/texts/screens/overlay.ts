/** The labels of the overlay screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const OVERLAY_SCREEN = {} as const;
