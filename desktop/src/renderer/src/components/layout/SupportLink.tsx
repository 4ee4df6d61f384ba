import { useRef } from 'react';
import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { LAYOUT_SCREEN, SUPPORT_WHATSAPP_LINK } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { useCoversControl } from './useCoversControl';

/**
 * The floating WhatsApp support link shown on every page. It fades out (and takes no taps) while
 * a control passes under it, and the page keeps room for it below its last line (Layout), so it
 * is always there once the page is scrolled to its end.
 */
export function SupportLink() {
  const say = useSay();
  const ref = useRef<HTMLAnchorElement>(null);
  const coversControl = useCoversControl(ref);
  return (
    <a
      ref={ref}
      href={SUPPORT_WHATSAPP_LINK}
      target="_blank"
      rel="noreferrer"
      aria-label={say(LAYOUT_SCREEN.support)}
      data-testid="support-link"
      data-state={coversControl ? 'aside' : 'shown'}
      className={clsx(
        'fixed bottom-5 start-5 z-30 flex size-12 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-black/40 hover:scale-105 motion-safe:transition-[opacity,visibility,scale]',
        coversControl && 'invisible opacity-0',
      )}
    >
      <MessageCircle className="size-6" />
    </a>
  );
}
