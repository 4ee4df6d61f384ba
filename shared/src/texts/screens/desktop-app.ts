/** The labels of the desktop-app screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const DESKTOP_APP_TEXT = {} as const;
