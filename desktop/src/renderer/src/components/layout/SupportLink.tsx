import { MessageCircle } from 'lucide-react';
import { SUPPORT_WHATSAPP_LINK } from '@squadhub/shared';

/** The floating WhatsApp support link shown on every page. */
export function SupportLink() {
  return (
    <a
      href={SUPPORT_WHATSAPP_LINK}
      target="_blank"
      rel="noreferrer"
      aria-label="Contact support on WhatsApp"
      className="fixed bottom-5 left-5 z-30 flex size-12 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-black/40 transition-transform hover:scale-105"
    >
      <MessageCircle className="size-6" />
    </a>
  );
}
