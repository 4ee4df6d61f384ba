/**
 * Whether a floating element (the support link) lies over something a player may need to press:
 * a slot, a Join or "View details" button, any link or field; or over a value a player reads: a
 * card's entry fee or pool, a standings rank or points (the walk of issue 34 found the link over
 * them on a phone). The element steps aside while it does, so it never takes a tap meant for what
 * is under it nor hides a number, and comes back over free space.
 *
 * Checked by hit testing: on any scroll (the page or a list inside it) and on resize, in the next
 * frame, as a tap may follow at once; when content is added or removed, when a transition or
 * animation ends, and first of all, in idle moments, a few milliseconds each (a live page changes
 * often, and a phone is busiest then: a whole check in one frame, for an entrance that ended while
 * the first screen drew, was a long task of 20 to 45 ms there). The browser is asked what lies at
 * points of the element's box (and a little around it): along its edges every 4 px, so a control that reaches into the box is found however little it
 * does (none is thinner), and inside it, for one that lies within. Measuring every control of the
 * page instead took a phone's CPU tens of milliseconds a check on a 100-seat tournament
 * (docs/design/phones.md).
 */
import { useEffect, useState, type RefObject } from 'react';

/** Everything that takes a tap or a key. */
const CONTROLS =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"]';
/** The values a player reads: description-list values (a card's stats) and table cells. */
const VALUES = 'dd, td';
const UNDERNEATH = `${CONTROLS}, ${VALUES}`;
/** Room kept between the floating element and a control, so they are never left touching. */
const CLEARANCE_PX = 4;
/** Points along the edges this far apart: no control or value is thinner. */
const EDGE_STEP_PX = 4;
/** The longest a content change waits for an idle moment before it is checked. */
const IDLE_WAIT_MS = 500;
/** Points inside this far apart: no control is smaller. */
const INSIDE_STEP_PX = 8;
/** The longest one piece of an idle check holds the main thread, in ms. */
const SLICE_MS = 4;

/** The points of `box` to hit-test: its edges closely, its inside more loosely. */
function pointsOf(box: DOMRect): [number, number][] {
  const left = box.left - CLEARANCE_PX;
  const right = box.right + CLEARANCE_PX;
  const top = box.top - CLEARANCE_PX;
  const bottom = box.bottom + CLEARANCE_PX;
  const points: [number, number][] = [];
  for (let x = left; x <= right; x += EDGE_STEP_PX) points.push([x, top], [x, bottom]);
  for (let y = top; y <= bottom; y += EDGE_STEP_PX) points.push([left, y], [right, y]);
  for (let x = left + INSIDE_STEP_PX; x < right; x += INSIDE_STEP_PX)
    for (let y = top + INSIDE_STEP_PX; y < bottom; y += INSIDE_STEP_PX) points.push([x, y]);
  return points;
}

export function useCoversControl(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    const self = ref.current;
    if (!self) return;
    let frame = 0;
    let idle = 0;
    // The check under way: the points still to test, and what each element met so far turned out to be.
    let job: { points: [number, number][]; next: number; seen: Map<Element, boolean> } | null = null;
    const isUnderneath = (el: Element, seen: Map<Element, boolean>) => {
      let answer = seen.get(el);
      if (answer === undefined) {
        answer = el !== self && !self.contains(el) && el.closest(UNDERNEATH) !== null;
        seen.set(el, answer);
      }
      return answer;
    };
    /** Tests points for `budgetMs` at most; true when the check is done (and its answer set). */
    const run = (budgetMs: number): boolean => {
      job ??= { points: pointsOf(self.getBoundingClientRect()), next: 0, seen: new Map() };
      const { points, seen } = job;
      const until = performance.now() + budgetMs;
      while (job.next < points.length) {
        const [x, y] = points[job.next++];
        if (document.elementsFromPoint(x, y).some((el) => isUnderneath(el, seen))) return finish(true);
        if (performance.now() > until && job.next < points.length) return false;
      }
      return finish(false);
    };
    const finish = (found: boolean) => {
      job = null;
      setCovers(found);
      return true;
    };
    // A scroll or a resize: the whole check in the next frame, so the link is out of the way
    // before a tap can reach it.
    const inNextFrame = () => {
      frame = 0;
      cancelIdleCallback(idle);
      idle = 0;
      run(Infinity);
    };
    // A change of content: SLICE_MS per idle moment, as the page may still be drawing (a whole
    // check took a phone's main thread for tens of milliseconds in one piece).
    const whenIdle = () => {
      idle = 0;
      if (!frame && !run(SLICE_MS)) idle = requestIdleCallback(whenIdle, { timeout: IDLE_WAIT_MS });
    };
    // Something moved: a check under way starts again from the box where it is now.
    const schedule = () => {
      job = null;
      if (!frame) frame = requestAnimationFrame(inNextFrame);
    };
    const scheduleIdle = () => {
      if (!frame && !idle) idle = requestIdleCallback(whenIdle, { timeout: IDLE_WAIT_MS });
    };
    // Something moved by itself: a check under way starts again, in idle moments.
    const scheduleIdleAfresh = () => {
      if (!frame) job = null;
      scheduleIdle();
    };

    // The first check waits for an idle moment too: the page is still drawing its first screen,
    // and a check now would force that screen's first layout in its own task.
    scheduleIdle();
    const listen = { capture: true, passive: true } as const;
    window.addEventListener('scroll', schedule, listen);
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', scheduleIdleAfresh, listen);
    document.addEventListener('animationend', scheduleIdleAfresh, listen);
    const content = new MutationObserver(scheduleIdle);
    content.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdleCallback(idle);
      window.removeEventListener('scroll', schedule, listen);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', scheduleIdleAfresh, listen);
      document.removeEventListener('animationend', scheduleIdleAfresh, listen);
      content.disconnect();
    };
  }, [ref]);

  return covers;
}
