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
  setTimeout(start, 1000);
  if (document.visibilityState === 'hidden') start();
  else {
    // The first card's artwork the server drew into the shell (server/src/presenters/app-shell.ts):
    // the largest thing a phone's first screen paints.
    const artwork = document.querySelector('#root img[fetchpriority="high"]');
    Promise.all([
      // The shell's first content: a translated shell's text may wait for its font.
      new Promise((painted) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length) painted(observer.disconnect());
        }).observe({ type: 'paint', buffered: true }),
      ),
      artwork && !artwork.complete && new Promise((loaded) => (artwork.onload = artwork.onerror = loaded)),
    ]).then(afterNextPaint, afterNextPaint); // (rejected: no paint timing here, the frame alone)
  }
}
