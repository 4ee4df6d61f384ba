/** What production needs for Web Push (server/src/config/vapid.ts), for tests that start a production server. */
import webPush from 'web-push';

export function productionVapid(): Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT', string> {
  const keys = webPush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@squadhub.example.test',
  };
}
