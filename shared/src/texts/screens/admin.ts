/** The labels of the admin screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const ADMIN_SCREEN = {} as const;
