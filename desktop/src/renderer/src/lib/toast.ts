/**
 * Toasts (sonner), their words in the screens' language: a catalogue text given in English
 * (`toast.success(SUCCESS.messageSent)`) shows translated, a server's `detail` (already in that
 * language) as it is.
 *
 * Sonner is not part of a first visit's download (docs/design/phones.md#the-first-download): its
 * `Toaster` is a chunk of its own (components/layout/AppToaster.tsx), drawn once the first toast
 * is asked for (`toasterWanted`), and that toast waits for it rather than being lost. Most toasts
 * answer a tap, so main.tsx fetches the chunk at a page's first tap or key.
 */
import type { ExternalToast } from 'sonner';
import { sayNow } from './language';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a toast has been asked for: the Toaster is drawn from then on (a `useSyncExternalStore` source). */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    wantedListeners.add(listener);
    return () => void wantedListeners.delete(listener);
  },
  get: (): boolean => wanted,
};

const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
};

/** The Toaster listens: toasts asked for so far, and from now on, are shown. */
export const toasterReady = (sonner: Sonner): void => markReady(sonner);

const said = (message: Message): Message => (typeof message === 'string' ? sayNow(message) : message);
const saidOptions = (options: ExternalToast | undefined): ExternalToast | undefined =>
  options && typeof options.description === 'string'
    ? { ...options, description: sayNow(options.description) }
    : options;

const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, options?: ExternalToast): void => {
    want();
    void ready.then(({ toast }) => toast[kind](said(message), saidOptions(options)));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
