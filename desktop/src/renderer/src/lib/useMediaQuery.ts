import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: below it the app lays screens out for phones. */
export const WIDE_SCREEN = '(min-width: 768px)';

/** Whether a CSS media query matches now, re-rendering when it changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
