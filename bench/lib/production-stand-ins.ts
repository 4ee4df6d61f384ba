/**
 * Production mode refuses to start without these (server/src/config/config.ts). The benches never
 * buy coins or send mail, so values that point nowhere will do.
 */
export const PRODUCTION_STAND_INS = {
  STRIPE_SECRET_KEY: 'sk_test_bench_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_unused',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'http://127.0.0.1',
  // A fixed pair the benches never push with (generated once with web-push's generateVAPIDKeys).
  VAPID_PUBLIC_KEY: 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM',
  VAPID_PRIVATE_KEY: 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc',
  VAPID_SUBJECT: 'mailto:bench@squadhub.local',
} as const;
