/**
 * Whether a floating element (the support link) lies over something a player may need to press:
 * a slot, a Join or "View details" button, any link or field; or over a value a player reads: a
 * card's entry fee or pool, a standings rank or points (the walk of issue 34 found the link over
 * them on a phone). The element steps aside while it does, so it never takes a tap meant for what
 * is under it nor hides a number, and comes back over free space.
 *
 * Checked by geometry, once per frame at most: on any scroll (the page or a list inside it), on
 * resize, when content is added or removed, and when a transition or animation ends.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Everything that takes a tap or a key. */
const CONTROLS =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"]';
/** The values a player reads: description-list values (a card's stats) and table cells. */
const VALUES = 'dd, td';
/** Room kept between the floating element and a control, so they are never left touching. */
const CLEARANCE_PX = 4;

export function useCoversControl(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    const self = ref.current;
    if (!self) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const spot = self.getBoundingClientRect();
      const overlaps = (r: DOMRect) =>
        r.width > 0 &&
        r.height > 0 &&
        r.left < spot.right + CLEARANCE_PX &&
        r.right > spot.left - CLEARANCE_PX &&
        r.top < spot.bottom + CLEARANCE_PX &&
        r.bottom > spot.top - CLEARANCE_PX;
      let found = false;
      for (const control of document.querySelectorAll(`${CONTROLS}, ${VALUES}`)) {
        if (control === self || self.contains(control)) continue;
        if (overlaps(control.getBoundingClientRect())) {
          found = true;
          break;
        }
      }
      setCovers(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };

    schedule();
    const listen = { capture: true, passive: true } as const;
    window.addEventListener('scroll', schedule, listen);
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule, listen);
    document.addEventListener('animationend', schedule, listen);
    const content = new MutationObserver(schedule);
    content.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, listen);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, listen);
      document.removeEventListener('animationend', schedule, listen);
      content.disconnect();
    };
  }, [ref]);

  return covers;
}
