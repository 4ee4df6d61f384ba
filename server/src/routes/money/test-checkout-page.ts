/** The HTML of the built-in test checkout: unmistakably a test, with Pay and Cancel buttons. */
import { formatPence } from '@squadhub/shared';
import { escapeHtml } from '../../presenters/html.js';

export function testCheckoutPage(p: { sessionId: string; coins: number; amountPence: number; status: string }): string {
  const id = escapeHtml(p.sessionId);
  const open = p.status === 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout · Squadhub</title>
<style>
  body{margin:0;font-family:system-ui,sans-serif;background:#0b0d12;color:#e8ecf4;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{width:100%;max-width:420px;background:#12151d;border:1px solid #2a3142;border-radius:16px;overflow:hidden}
  .banner{background:repeating-linear-gradient(45deg,#f5a524,#f5a524 12px,#d48806 12px,#d48806 24px);color:#111;font-weight:900;text-align:center;padding:10px;letter-spacing:.08em}
  section{padding:20px}
  h1{font-size:20px;margin:0 0 4px}
  p{color:#97a1b8;margin:0 0 16px;font-size:14px}
  .amount{font-size:32px;font-weight:800;color:#f7c948;margin:8px 0 20px}
  .row{display:flex;gap:8px}
  button{flex:1;height:44px;border-radius:10px;border:0;font-size:15px;font-weight:700;cursor:pointer}
  .pay{background:#22d3a6;color:#04140f}.cancel{background:#222838;color:#e8ecf4;border:1px solid #2a3142}
  button:focus-visible{outline:2px solid #22d3a6;outline-offset:2px}
</style></head>
<body><main>
  <div class="banner" role="note">TEST MODE · NO REAL PAYMENT</div>
  <section>
    <h1>Squadhub test checkout</h1>
    <p>This server has no Stripe key, so this built-in page stands in for the card checkout. No card is charged.</p>
    <div>${p.coins} coins</div>
    <div class="amount">${formatPence(p.amountPence)}</div>
    ${
      open
        ? `<div class="row">
      <form method="post" action="/api/stripe/test-checkout/${id}/cancel" style="flex:1;display:flex"><button class="cancel" type="submit">Cancel</button></form>
      <form method="post" action="/api/stripe/test-checkout/${id}/pay" style="flex:1;display:flex"><button class="pay" type="submit" autofocus>Pay ${formatPence(p.amountPence)}</button></form>
    </div>`
        : `<p>This checkout is already ${escapeHtml(p.status)}.</p>`
    }
  </section>
</main></body></html>`;
}
