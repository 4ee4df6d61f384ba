/*
 * Starts the app's scripts once the page has painted its shell (docs/design/phones.md#the-first-download).
 * index.html holds the app's module script and its preloads inert in <template id="app-scripts">
 * (desktop/pwa/app-shell.ts); this file, loaded with `defer`, puts them into the page once the
 * shell has painted, so on a slow link the shell's page, stylesheet and artwork do not share it
 * with a hundred kilobytes of scripts, and the shell (its first card's artwork too) paints first.
 * A hidden page (a tab opened in the background draws no frame) starts them at once, and a second
 * at most is ever waited.
 * (A file of its own: the page's policy allows no inline script.)
 */
{
  const scripts = document.getElementById('app-scripts');
  let started = false;
  /** Each task starts this many: a phone spent a long task starting all sixty fetches at once. */
  const PER_TASK = 8;
  const start = () => {
    if (started || !scripts) return;
    started = true;
    // A script imported from a template has never run, so it runs once it is in the page. The
    // entry first, then its preloads, a few per task.
    const tags = [...document.importNode(scripts.content, true).children];
    const next = () => {
      document.head.append(...tags.splice(0, PER_TASK));
      if (tags.length) setTimeout(next, 0);
    };
    next();
  };
  // The frame's callbacks run before its paint; the task after them runs once it is painted.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  // The shell's first content: a translated shell's text may wait for its font.
  const firstContent = new Promise((painted) => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return painted();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  // The first card's artwork the server drew into the shell (server/src/presenters/app-shell.ts):
  // the largest thing a phone's first screen paints.
  const artwork = document.querySelector('#root img[fetchpriority="high"]');
  const artworkLoaded = new Promise((loaded) => {
    if (!artwork || artwork.complete) return loaded();
    artwork.addEventListener('load', loaded, { once: true });
    artwork.addEventListener('error', loaded, { once: true });
  });
  if (document.visibilityState === 'hidden') start();
  else void Promise.all([firstContent, artworkLoaded]).then(afterNextPaint);
  setTimeout(start, 1000);
}
