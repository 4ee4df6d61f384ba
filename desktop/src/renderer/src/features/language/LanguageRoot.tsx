/**
 * Draws the app again, whole, when the screens' language changes: every text, the ones read
 * once at a render (`sayNow`) included, and every layout that follows the page's direction. The
 * route and the server data stay (the router and the query cache sit above it).
 */
import { Fragment, type ReactNode } from 'react';
import { useScreenLocale } from '../../lib/language';

export function LanguageRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useScreenLocale()}>{children}</Fragment>;
}
