/**
 * Toasts (sonner), their words in the screens' language: a catalogue text given in English
 * (`toast.success(SUCCESS.messageSent)`) shows translated, a server's `detail` (already in that
 * language) as it is.
 *
 * Sonner is not part of the first screen's code (docs/design/phones.md#the-app-shell): its
 * `Toaster` is a chunk of its own (components/layout/AppToaster.tsx), drawn as soon as the page
 * is, and a toast asked for before it listens waits for it rather than being lost.
 */
import type { ExternalToast } from 'sonner';
import { sayNow } from './language';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

/** The Toaster listens: toasts asked for so far, and from now on, are shown. */
export const toasterReady = (sonner: Sonner): void => markReady(sonner);

const said = (message: Message): Message => (typeof message === 'string' ? sayNow(message) : message);
const saidOptions = (options: ExternalToast | undefined): ExternalToast | undefined =>
  options && typeof options.description === 'string'
    ? { ...options, description: sayNow(options.description) }
    : options;

const show =
  (kind: 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, options?: ExternalToast): void =>
    void ready.then(({ toast }) => toast[kind](said(message), saidOptions(options)));

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
