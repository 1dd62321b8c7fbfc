// A supplier order program of the h71 set (cwe-319-cleartext).
import express from 'express';
import { setTimeout as sleep } from 'node:timers/promises';

const SUPPLIER_HOST = process.env.SUPPLIER_HOST ?? 'orders.hartwell-felts.co.uk';
const API_KEY = process.env.SUPPLIER_API_KEY;
const MATERIALS = new Set(['rabbit-felt', 'wool-felt', 'sisal', 'parasisal', 'panama']);

class SupplierError extends Error {
  constructor(message, status = 502) {
    super(message);
    this.name = 'SupplierError';
    this.status = status;
  }
}

class OrderValidationError extends Error {
  constructor(message) {
    super(message);
    this.name = 'OrderValidationError';
    this.status = 422;
  }
}

function validateOrder(body) {
  const { customer, material, headCm, colour } = body ?? {};
  if (!customer?.name || !customer?.address) throw new OrderValidationError('customer name and address are required');
  if (!MATERIALS.has(material)) throw new OrderValidationError(`material must be one of ${[...MATERIALS].join(', ')}`);
  const head = Number(headCm);
  if (!(head >= 50 && head <= 64)) throw new OrderValidationError('head size must be between 50 and 64 cm');
  return { customer, material, headCm: head, colour: colour ?? 'natural' };
}

async function send(url, order) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify(order),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new SupplierError(`supplier responded ${res.status}`);
  return res.json();
}

async function placeSupplierOrder(order) {
  try {
    return await send(`https://${SUPPLIER_HOST}/api/v2/orders`, order);
  } catch (err) {
    if (err instanceof SupplierError) throw err;
    console.warn(`supplier endpoint unreachable (${err.message}); retrying once`);
    await sleep(1500);
    return await send(`https://${SUPPLIER_HOST}/api/v2/orders`, order);
  }
}

const app = express();
app.use(express.json({ limit: '32kb' }));

app.post('/commissions/:ref/supplier-order', async (req, res, next) => {
  try {
    const order = validateOrder(req.body);
    const receipt = await placeSupplierOrder({ reference: req.params.ref, ...order });
    res.status(201).json({ reference: req.params.ref, supplierOrder: receipt.id, eta: receipt.estimated_dispatch });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  const status = err.status ?? 500;
  if (status >= 500) console.error('supplier order failed', err);
  res.status(status).json({ error: status === 500 ? 'order could not be placed' : err.message });
});

app.listen(Number(process.env.PORT ?? 3000));
