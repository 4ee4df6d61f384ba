/**
 * Sonner's toasts, their words in the screens' language: a catalogue text given in English
 * (`toast.success(SUCCESS.messageSent)`) shows translated, a server's `detail` (already in that
 * language) as it is.
 */
import { toast as sonner, type ExternalToast } from 'sonner';
import { sayNow } from './language';

type Message = Parameters<typeof sonner.success>[0];
type Options = ExternalToast | undefined;

const said = (message: Message): Message => (typeof message === 'string' ? sayNow(message) : message);
const saidOptions = (options: Options): Options =>
  options && typeof options.description === 'string'
    ? { ...options, description: sayNow(options.description) }
    : options;

export const toast = {
  success: (message: Message, options?: ExternalToast) => sonner.success(said(message), saidOptions(options)),
  error: (message: Message, options?: ExternalToast) => sonner.error(said(message), saidOptions(options)),
  info: (message: Message, options?: ExternalToast) => sonner.info(said(message), saidOptions(options)),
  warning: (message: Message, options?: ExternalToast) => sonner.warning(said(message), saidOptions(options)),
  dismiss: sonner.dismiss,
};
