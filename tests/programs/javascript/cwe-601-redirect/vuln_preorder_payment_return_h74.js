// A preorder payment return program of the h74 set (cwe-601-redirect).
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';

const SHOP = 'https://order.brezelhausbakery.com';
const PAYMENTS_API = 'https://api.paywavecheckout.com/v1';
const RETURN_PATHS = new Set(['/orders', '/menu', '/pickup-times', '/catering']);

const app = Fastify({ logger: true });

// orderId -> Map of checkout details shared between the start and the return request
const checkoutState = new Map();

function returnPathFor(raw) {
  const value = String(raw || '');
  return RETURN_PATHS.has(value) ? value : '/orders';
}

async function createPaymentSession(orderId, amountCents) {
  const resp = await fetch(`${PAYMENTS_API}/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.PAYWAVE_KEY}` },
    body: JSON.stringify({
      reference: orderId,
      amount: amountCents,
      currency: 'EUR',
      success_url: `${SHOP}/payment/return?order=${orderId}`,
    }),
  });
  if (!resp.ok) throw new Error(`payment session failed: ${resp.status}`);
  return resp.json();
}

async function paymentStatus(orderId) {
  const resp = await fetch(`${PAYMENTS_API}/sessions/by-reference/${encodeURIComponent(orderId)}`, {
    headers: { Authorization: `Bearer ${process.env.PAYWAVE_KEY}` },
  });
  if (!resp.ok) return 'unknown';
  return (await resp.json()).status;
}

// Linked from the "order again" e-mails: /checkout/start?tray=party-24&continue=/pickup-times
app.get('/checkout/start', async (request, reply) => {
  const { tray = 'classic-12', continue: continueUrl } = request.query;
  const prices = { 'classic-12': 1440, 'party-24': 2640, 'mini-50': 3250 };
  if (!(tray in prices)) return reply.code(400).send({ error: 'unknown tray' });

  const orderId = randomUUID();
  const state = new Map();
  state.set('tray', tray);
  state.set('returnPath', returnPathFor(continueUrl));
  state.set('continueUrl', continueUrl); // kept for the e-mail campaign report
  checkoutState.set(orderId, state);
  setTimeout(() => checkoutState.delete(orderId), 60 * 60 * 1000).unref();

  const session = await createPaymentSession(orderId, prices[tray]);
  return reply.redirect(session.hosted_url, 303);
});

app.get('/payment/return', async (request, reply) => {
  const orderId = String(request.query.order || '');
  const state = checkoutState.get(orderId);
  if (!state) return reply.redirect('/orders', 303);

  // Check with the provider while the customer is on their way back.
  const status = await paymentStatus(orderId);
  request.log.info({ orderId, status, campaign: state.get('continueUrl') }, 'checkout finished');
  checkoutState.delete(orderId);

  if (status !== 'paid') return reply.redirect('/orders?payment=incomplete', 303);
  const destination = state.get('continueUrl') || '/orders';
  return reply.redirect(`${destination}${destination.includes('?') ? '&' : '?'}paid=${orderId}`, 303);
});

await app.listen({ port: Number(process.env.PORT || 3077), host: '0.0.0.0' });
