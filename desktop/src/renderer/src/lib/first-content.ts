/**
 * "After the first content": code the first screen can do without (toasts, the filter chips, the
 * checkout-return handler, the live socket's library) is fetched once the screen's main content
 * is drawn, so on a slow link it does not share the bandwidth with the entry, the first answer
 * and the first card's artwork (docs/design/phones.md#the-app-shell).
 *
 *   const Chips = lazyComponent(afterFirstContent(() => import('./Chips').then((m) => m.Chips)));
 *
 * The dashboard marks its first card's artwork in (or no artwork to wait for), the tournament page
 * its data drawn; any other page, or a slow one, lets everything through after FALLBACK_MS.
 * "Drawn" waits two frames more: an SVG artwork is painted a frame after it has loaded.
 */
const FALLBACK_MS = 3000;

let markDrawn: () => void = () => {};
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
  setTimeout(resolve, FALLBACK_MS);
});

/** The first screen's main content is on screen (later calls do nothing). */
export const markFirstContentDrawn = () => markDrawn();

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves in a task of its own: work after it does not lengthen the task that awaits it (a phone
 * blocks less on two short tasks than on one long one).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Resolves once the first content is drawn and painted. */
export const firstContentDrawn = (): Promise<void> => drawn.then(nextFrame).then(nextFrame);

/** `load`, started only after the first content (see above). */
export const afterFirstContent =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    firstContentDrawn().then(load);
