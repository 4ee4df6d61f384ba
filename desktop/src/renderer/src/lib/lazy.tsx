/**
 * Code splitting: pages, dialogs and panels are fetched the first time they are needed, so a
 * phone opening the dashboard downloads only the dashboard (the admin panels, the creation
 * dialog, the cash-out center and the tournament page come later, on demand).
 *
 *   const CashOutCenter = lazyDialog(() => import('./CashOutCenter').then((m) => m.CashOutCenter));
 *
 * The result is used exactly like the component it wraps. A part that cannot be fetched (offline,
 * or a new version deployed since the page loaded) shows a short message with a reload button
 * instead of breaking the page.
 */
import { lazy, Suspense, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { Spinner } from '../components/ui/Spinner';
import { useSay } from './language';

type Loader<P> = () => Promise<ComponentType<P>>;

function LoadFailed() {
  const say = useSay();
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-sm items-center gap-3 rounded-xl border border-danger/40 bg-surface px-4 py-3 text-sm shadow-2xl"
    >
      <span className="flex-1">{say(LAYOUT_SCREEN.partFailed)}</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="flex items-center gap-1 rounded-lg bg-surface-3 px-3 py-1.5 font-semibold"
      >
        <RotateCw className="size-4" aria-hidden /> {say(LAYOUT_SCREEN.reload)}
      </button>
    </div>
  );
}

function lazyLoaded<P extends object>(load: Loader<P>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: LoadFailed }),
    ),
  );
}

/** A page or panel, with a spinner (or the given fallback) while it loads. */
export function lazyComponent<P extends object>(
  load: Loader<P>,
  fallback: ReactNode = <Spinner className="mx-auto my-16 block size-8 text-accent" />,
): ((props: P) => JSX.Element) & { preload: () => Promise<unknown> } {
  let ready: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => (ready = component)));
  const Loaded = lazyLoaded(loadOnce);
  function LazyComponent(props: P) {
    // Code already in (preloaded) renders at once, without a moment of fallback; the choice is
    // made once per instance, so it never remounts.
    const [Component] = useState<ComponentType<P>>(() => ready ?? Loaded);
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  /** Fetches the code ahead of the first render (main.tsx, for the page being opened). */
  LazyComponent.preload = () => loadOnce().catch(() => {});
  return LazyComponent;
}

/**
 * A dialog: nothing is fetched while it has never been opened (an `open` prop that is false),
 * then it stays mounted like an ordinary dialog. A dialog without an `open` prop is rendered
 * only while open. While its code arrives, a small spinner covers the screen.
 */
export function lazyDialog<P extends object>(load: Loader<P>): (props: P) => JSX.Element | null {
  const Loaded = lazyLoaded(load);
  return function LazyDialog(props: P) {
    const open = !('open' in props) || props.open !== false;
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50">
      <Spinner className="size-8 text-accent" label="Opening" />
    </div>
  );
}
