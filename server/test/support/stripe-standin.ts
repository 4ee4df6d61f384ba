/**
 * A local stand-in for the Stripe API, enough for Checkout: the real `stripe` SDK is pointed at it
 * (STRIPE_API_BASE) in tests. It implements POST /v1/checkout/sessions and
 * GET /v1/checkout/sessions/:id, lets the test mark a session paid (as if the buyer paid on
 * Stripe's page), and builds webhook events signed exactly as Stripe signs them.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface StripeStandin {
  url: string;
  sessions: Map<string, StandinSession>;
  /** Raw form bodies of every create call, for assertions on what the SDK sent. */
  createRequests: URLSearchParams[];
  retrieveCount(): number;
  markPaid(sessionId: string): void;
  /** A `checkout.session.completed` (or other) event body for a session, as Stripe sends it. */
  eventPayload(sessionId: string, opts?: { eventId?: string; type?: string }): string;
  /** The `Stripe-Signature` header for a payload, computed like Stripe does. */
  sign(payload: string, secret: string): string;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Stripe's form encoding `metadata[user_id]=…` back into an object. */
function bracketed(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = k.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`));
    if (m) out[m[1]] = v;
  }
  return out;
}

export async function startStripeStandin(): Promise<StripeStandin> {
  const sessions = new Map<string, StandinSession>();
  const createRequests: URLSearchParams[] = [];
  let retrieves = 0;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => void handle(req, res));
  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const url = new URL(req.url ?? '/', 'http://standin');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readBody(req));
      createRequests.push(form);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: StandinSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        metadata: bracketed(form, 'metadata'),
        client_reference_id: form.get('client_reference_id'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return json(res, 200, session);
    }
    const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === 'GET' && match) {
      retrieves++;
      const session = sessions.get(decodeURIComponent(match[1]));
      if (!session)
        return json(res, 404, {
          error: { type: 'invalid_request_error', message: `No such checkout.session: '${match[1]}'` },
        });
      return json(res, 200, session);
    }
    json(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const stripe = new Stripe('sk_test_standin');

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    createRequests,
    retrieveCount: () => retrieves,
    markPaid(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.payment_status = 'paid';
      s.status = 'complete';
    },
    eventPayload(sessionId, opts = {}) {
      const session = sessions.get(sessionId) ?? { id: sessionId, object: 'checkout.session' };
      return JSON.stringify(
        {
          id: opts.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
          object: 'event',
          api_version: '2025-01-01',
          created: Math.floor(Date.now() / 1000),
          type: opts.type ?? 'checkout.session.completed',
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object: session },
        },
        null,
        2,
      );
    },
    sign(payload, secret) {
      return stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
