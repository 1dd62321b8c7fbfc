// Client for the payment partner's payout API used by the marketplace settlement job
import { setTimeout as sleep } from 'node:timers/promises';

const GATEWAY = {
  baseUrl: 'http://api.payouts-partner.com/v3',
  clientId: process.env.PAYOUT_CLIENT_ID,
  clientSecret: process.env.PAYOUT_CLIENT_SECRET,
  retries: 3,
};

function authHeader({ clientId, clientSecret }) {
  const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  return `Basic ${basic}`;
}

async function postWithRetry(path, body, attempt = 1) {
  const response = await fetch(`${GATEWAY.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      Authorization: authHeader(GATEWAY),
      'Content-Type': 'application/json',
      'Idempotency-Key': body.reference,
    },
    body: JSON.stringify(body),
  });
  if (response.status >= 500 && attempt < GATEWAY.retries) {
    await sleep(250 * 2 ** attempt);
    return postWithRetry(path, body, attempt + 1);
  }
  if (!response.ok) {
    throw new Error(`payout failed with status ${response.status}`);
  }
  return response.json();
}

export async function sendPayout(seller, amountCents, reference) {
  return postWithRetry('/payouts', {
    reference,
    amount: amountCents,
    currency: seller.currency,
    destination: { iban: seller.iban, holder: seller.legalName },
  });
}
