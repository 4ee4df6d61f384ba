/*
 * The offline page tries again by itself: when the device is back online, when the page is shown
 * again, and every 10 s while it is visible, it asks the server for /api/health and reloads the
 * page the player wanted once the server answers. (A file of its own: the page's policy allows no
 * inline script.)
 */
{
  const status = document.getElementById('status');
  let checking = false;
  const check = async () => {
    if (checking || document.visibilityState !== 'visible') return;
    checking = true;
    try {
      const res = await fetch('/api/health', { cache: 'no-store' });
      if (res.ok) {
        status.textContent = 'Back online: loading…';
        window.location.reload();
      }
    } catch {
      // Still unreachable: the next check will tell.
    } finally {
      checking = false;
    }
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', check);
  setInterval(check, 10_000);
}
