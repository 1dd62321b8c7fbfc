// A supplier orders program of the h73 set (cwe-091-xml).
'use strict';

const amqp = require('amqplib');

const SUPPLIER_URL = 'https://orders.abracadabra-wholesale.co.uk/api/v2/purchase-orders';
const QUEUE = 'shop.orders.placed';

function xmlText(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// The storefront JSON-escapes non-ASCII in free-text fields as \uXXXX sequences.
function expandUnicodeEscapes(value) {
  return value.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function buildPurchaseOrder(order) {
  const lines = order.items.map(
    (item) =>
      `    <line sku="${xmlText(item.sku)}" qty="${Number(item.qty) | 0}"/>`,
  );
  const note = xmlText(expandUnicodeEscapes(String(order.note || '')).slice(0, 500));

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<purchaseOrder account="MYSTIC-0442" ref="${xmlText(order.id)}">`,
    `  <shipTo>${xmlText(order.shipTo)}</shipTo>`,
    '  <lines>',
    ...lines,
    '  </lines>',
    `  <customerNote>${note}</customerNote>`,
    '</purchaseOrder>',
  ].join('\n');
}

async function submit(xml) {
  const res = await fetch(SUPPLIER_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/xml',
      Authorization: `Bearer ${process.env.SUPPLIER_TOKEN}`,
    },
    body: xml,
  });
  if (!res.ok) throw new Error(`supplier responded ${res.status}`);
}

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL || 'amqp://mq.hocuspocus-shop.internal');
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  channel.prefetch(5);

  await channel.consume(QUEUE, async (msg) => {
    if (!msg) return;
    try {
      const order = JSON.parse(msg.content.toString('utf8'));
      if (!Array.isArray(order.items) || order.items.length === 0) {
        channel.ack(msg);
        return;
      }
      await submit(buildPurchaseOrder(order));
      channel.ack(msg);
    } catch (err) {
      console.error('order forward failed', err.message);
      channel.nack(msg, false, false);
    }
  });

  console.log(`forwarding orders from ${QUEUE}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
