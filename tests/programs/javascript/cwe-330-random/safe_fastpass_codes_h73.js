// A fastpass codes program of the h73 set (cwe-330-random).
'use strict';

const { randomInt } = require('node:crypto');
const { createClient } = require('redis');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const NIGHT_TTL_SECONDS = 60 * 60 * 20;

function passCode() {
  const chars = [];
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    chars.push(ALPHABET[randomInt(ALPHABET.length)]);
  }
  const raw = chars.join('');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

function parsePayment(message) {
  const event = JSON.parse(message);
  const guests = Number.parseInt(event.metadata?.guests ?? '1', 10);
  return {
    orderId: String(event.order_id),
    email: String(event.customer_email || '').trim().toLowerCase(),
    night: String(event.metadata?.night || '').slice(0, 10),
    guests: Math.min(Math.max(guests, 1), 12),
  };
}

async function issuePasses(store, payment) {
  const codes = [];
  for (let i = 0; i < payment.guests; i += 1) {
    let code;
    do {
      code = passCode();
    } while (await store.exists(`fastpass:${code}`));

    await store.set(
      `fastpass:${code}`,
      JSON.stringify({ order: payment.orderId, night: payment.night, seat: i + 1 }),
      { EX: NIGHT_TTL_SECONDS },
    );
    codes.push(code);
  }
  await store.rPush('mail:outbox', JSON.stringify({
    to: payment.email,
    template: 'fastpass',
    vars: { night: payment.night, codes: codes.join('\n') },
  }));
  return codes;
}

async function main() {
  const url = process.env.REDIS_URL || 'redis://cache.hollowmanor-tickets.internal:6379';
  const store = createClient({ url });
  const subscriber = store.duplicate();
  await Promise.all([store.connect(), subscriber.connect()]);

  await subscriber.subscribe('payments.completed', async (message) => {
    try {
      const payment = parsePayment(message);
      const codes = await issuePasses(store, payment);
      console.log(`order ${payment.orderId}: issued ${codes.length} fast-pass code(s)`);
    } catch (err) {
      console.error('could not issue fast passes:', err.message);
    }
  });

  console.log('waiting for confirmed payments');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
