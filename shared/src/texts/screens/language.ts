/** The language switcher's words (docs/product/languages.md#choosing-a-language). */
export const LANGUAGE_SCREEN = {
  label: 'Language',
  saved: 'Language saved',
} as const;
