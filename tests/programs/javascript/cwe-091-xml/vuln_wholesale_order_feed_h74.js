// A wholesale order feed program of the h74 set (cwe-091-xml).
'use strict';

const express = require('express');
const { randomUUID } = require('node:crypto');

const ERP_ENDPOINT = process.env.ERP_ENDPOINT || 'https://erp.pinehollowfarms.com/api/v2/wholesale-orders';
const SPECIES = new Set(['nordmann', 'fraser', 'noble', 'blue-spruce', 'balsam']);

const app = express();
app.use(express.json({ limit: '64kb' }));

const outbox = [];
const statusById = new Map();
let draining = false;

function buildOrderXml(order) {
  const lines = order.items
    .map(
      (item) =>
        `    <line species="${item.species}" heightCm="${item.heightCm}" qty="${item.qty}"/>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<wholesaleOrder id="${order.id}">
  <lot>${order.lotName}</lot>
  <deliveryWindow>${order.deliveryWindow}</deliveryWindow>
  <items>
${lines}
  </items>
  <note>${order.note}</note>
</wholesaleOrder>`;
}

async function drain() {
  draining = true;
  while (outbox.length) {
    const order = outbox.shift();
    try {
      const resp = await fetch(ERP_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml', Authorization: `Bearer ${process.env.ERP_TOKEN}` },
        body: buildOrderXml(order),
        signal: AbortSignal.timeout(10000),
      });
      statusById.set(order.id, resp.ok ? 'accepted' : `rejected (${resp.status})`);
    } catch (err) {
      statusById.set(order.id, 'retrying');
      setTimeout(() => {
        outbox.push(order);
        if (!draining) setImmediate(drain);
      }, 30000);
    }
  }
  draining = false;
}

function enqueue(order) {
  outbox.push(order);
  statusById.set(order.id, 'queued');
  if (!draining) setImmediate(drain);
}

app.post('/orders', (req, res) => {
  const { lotName, deliveryWindow, items, note } = req.body || {};
  if (!Array.isArray(items) || items.length === 0 || items.length > 40) {
    return res.status(400).json({ error: 'between 1 and 40 lines required' });
  }
  const cleanItems = [];
  for (const item of items) {
    const heightCm = Number.parseInt(item.heightCm, 10);
    const qty = Number.parseInt(item.qty, 10);
    if (!SPECIES.has(item.species) || !(heightCm > 0) || !(qty > 0)) {
      return res.status(400).json({ error: 'bad order line', item });
    }
    cleanItems.push({ species: item.species, heightCm, qty });
  }
  const order = {
    id: randomUUID(),
    lotName: String(lotName || ''),
    deliveryWindow: String(deliveryWindow || 'any'),
    items: cleanItems,
    note: String(note || ''),
  };
  enqueue(order);
  res.status(202).json({ id: order.id });
});

app.get('/orders/:id', (req, res) => {
  const status = statusById.get(req.params.id);
  if (!status) return res.status(404).end();
  res.json({ id: req.params.id, status });
});

app.listen(Number(process.env.PORT || 3090), () => console.log('wholesale order feed listening'));
