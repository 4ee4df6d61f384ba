/** The labels of the notifications screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const NOTIFICATIONS_SCREEN = {} as const;
