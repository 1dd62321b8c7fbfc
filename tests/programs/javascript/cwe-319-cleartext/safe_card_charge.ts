// SvelteKit endpoint that submits a checkout charge to the card processor and records the result.
import { json, error } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import got from 'got';
import { env } from '$env/dynamic/private';
import { recordCharge, findOrder } from '$lib/server/orders';

const PROCESSOR_BASE = 'https://api.cardproc-partner.com/v3';

interface ChargeResponse {
  id: string;
  status: 'succeeded' | 'declined' | 'pending';
  declineCode?: string;
}

const processor = got.extend({
  prefixUrl: PROCESSOR_BASE,
  timeout: { request: 15_000 },
  headers: { Authorization: `Bearer ${env.PROCESSOR_API_KEY}` },
  retry: { limit: 0 },
});

export const POST: RequestHandler = async ({ request, locals }) => {
  if (!locals.user) throw error(401, 'sign in required');
  const body = await request.json();
  const order = await findOrder(String(body.orderId), locals.user.id);
  if (!order || order.status !== 'awaiting_payment') throw error(404, 'order not found');

  const charge = await processor
    .post('charges', {
      json: {
        amount: order.totalCents,
        currency: order.currency,
        card: { number: body.cardNumber, exp_month: body.expMonth, exp_year: body.expYear, cvc: body.cvc },
        reference: order.id,
      },
    })
    .json<ChargeResponse>();

  await recordCharge(order.id, charge.id, charge.status);
  if (charge.status === 'declined') {
    return json({ ok: false, reason: charge.declineCode ?? 'declined' }, { status: 402 });
  }
  return json({ ok: true, status: charge.status });
};
