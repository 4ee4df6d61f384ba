/**
 * The language the screens are shown in, which the client asks the server to answer in
 * (`Accept-Language`, docs/product/languages.md#the-api), so a refusal's words match the screen
 * around them rather than the browser's own language. The screens speak English until their
 * labels reach the catalogue; the server's texts are already translated.
 */
import { DEFAULT_LOCALE, type Locale } from '@squadhub/shared';

export const screenLocale = (): Locale => DEFAULT_LOCALE;
