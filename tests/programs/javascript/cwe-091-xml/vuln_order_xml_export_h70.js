// A order xml export program of the h70 set (cwe-091-xml).
const express = require('express');
const { randomUUID } = require('crypto');

const app = express();
app.use(express.json());

const WORKSHOP_URL = 'https://orders.houtwerk-klompen.nl/api/v2/workorders';
const SKU = /^CLG-[A-Z]{2}-\d{2}$/;
const WOODS = new Set(['poplar', 'willow', 'alder']);

const xmlEscape = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const lineIsValid = ({ sku, qty, size }) =>
  SKU.test(sku) && Number.isInteger(qty) && qty > 0 && qty <= 20 && size >= 34 && size <= 48;

const toLineXml = ({ sku, qty, size, wood = 'poplar', engraving = '' }) =>
  [
    `  <line sku="${sku}" qty="${qty}" size="${size}">`,
    `    <wood>${WOODS.has(wood) ? wood : 'poplar'}</wood>`,
    engraving ? `    <engraving>${engraving}</engraving>` : null,
    '  </line>',
  ]
    .filter(Boolean)
    .join('\n');

const toOrderXml = ({ orderId, customer, lines }) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<workorder id="${orderId}" priority="normal">`,
    `  <customer>${xmlEscape(customer)}</customer>`,
    ...lines.map(toLineXml),
    '</workorder>',
  ].join('\n');

app.post('/orders', async (req, res) => {
  const { customer = '', lines = [] } = req.body ?? {};
  const [valid, invalid] = lines.reduce(
    ([ok, bad], line) => (lineIsValid(line) ? [[...ok, line], bad] : [ok, [...bad, line]]),
    [[], []],
  );

  if (!customer || valid.length === 0 || invalid.length > 0) {
    return res.status(422).json({ error: 'order has invalid lines', invalid });
  }

  const orderId = randomUUID();
  const body = toOrderXml({ orderId, customer, lines: valid });

  const upstream = await fetch(WORKSHOP_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/xml',
      authorization: `Bearer ${process.env.WORKSHOP_TOKEN}`,
    },
    body,
  });

  if (!upstream.ok) {
    return res.status(502).json({ error: 'workshop did not accept the order' });
  }
  res.status(201).json({ orderId, lines: valid.length });
});

app.listen(process.env.PORT || 3700);
