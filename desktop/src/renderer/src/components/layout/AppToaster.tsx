import { useEffect, type CSSProperties } from 'react';
import * as sonner from 'sonner';
import { LAYOUT_SCREEN, TIMINGS } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { toasterReady } from '../../lib/toast';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/useMediaQuery';

/**
 * Where toasts appear: at the top centre, never at the bottom where the thumb works (slots, Join,
 * "View details", the support link). A toast is compact: two lines of text at most (a title and a
 * description get one line each), its close button inside it on the right. A phone shows one toast
 * at a time, the width of the screen (the others wait their turn), just under the header: over
 * the header it hid the balance that a coins toast speaks of. A wider screen shows them in the
 * header's empty middle, between the site title and the account controls, wide enough for most
 * texts to fit on one line, and stacks up to three, tucked closely behind each other.
 *
 * A chunk of its own (main.tsx draws it lazily), with sonner: lib/toast.ts holds toasts until it listens.
 */
export function AppToaster() {
  const say = useSay();
  const wide = useMediaQuery(WIDE_SCREEN);
  // Listening from its first commit: the toasts asked for while this chunk loaded come now.
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      theme="dark"
      position="top-center"
      offset={{ top: 4 }}
      mobileOffset={{ top: PHONE_HEADER_PX + 4, left: 8, right: 8 }}
      visibleToasts={wide ? 3 : 1}
      gap={4}
      duration={TIMINGS.toastMs}
      richColors
      closeButton
      style={wide ? { ...CLOSE_BUTTON_ON_THE_RIGHT, ...WIDER } : CLOSE_BUTTON_ON_THE_RIGHT}
      containerAriaLabel={say(LAYOUT_SCREEN.toaster.region)}
      toastOptions={{ classNames: COMPACT, closeButtonAriaLabel: say(LAYOUT_SCREEN.toaster.close) }}
    />
  );
}

/** The header's height on a phone (h-14 in Header.tsx). */
const PHONE_HEADER_PX = 56;

/** Sonner's close button sits astride the top-left corner, where the screen's edge would cut it. */
const CLOSE_BUTTON_ON_THE_RIGHT = {
  '--toast-close-button-start': 'unset',
  '--toast-close-button-end': '6px',
  '--toast-close-button-transform': 'translateY(-50%)',
} as CSSProperties;

/** Sonner's 356 px wrap a coins-received line in two; at 1366 px the header's middle has room for 380. */
const WIDER = { '--width': '380px' } as CSSProperties;

const COMPACT = {
  toast: 'py-1.5! ps-3! pe-8! [&:has([data-description])_[data-title]]:line-clamp-1',
  title: 'line-clamp-2 leading-[18px]!',
  description: 'line-clamp-1 leading-[18px]!',
  closeButton: 'top-1/2!',
};
