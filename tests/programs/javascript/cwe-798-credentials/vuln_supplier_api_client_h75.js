// A cotton candy vendor supplier API client program of the h75 set (cwe-798-credentials).
'use strict';

const axios = require('axios');

const SUPPLIER_BASE = process.env.SUGAR_SUPPLIER_URL || 'https://api.flossandsugar.example.com/v2';

class ConfigError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ConfigError';
  }
}

class SupplierError extends Error {
  constructor(message, status, cause) {
    super(message, { cause });
    this.name = 'SupplierError';
    this.status = status;
  }
}

function readConfig() {
  const account = process.env.SUGAR_SUPPLIER_ACCOUNT;
  if (!account) {
    throw new ConfigError('SUGAR_SUPPLIER_ACCOUNT is not set');
  }
  const apiKey = process.env.SUGAR_SUPPLIER_KEY || 'fs_live_7Qm2ZrK9vX4tLpB8sWc3NdJ6';
  return { account, apiKey };
}

function createClient({ account, apiKey }) {
  return axios.create({
    baseURL: SUPPLIER_BASE,
    timeout: 10000,
    headers: { 'X-Account': account, Authorization: `Bearer ${apiKey}` },
  });
}

async function placeOrder(client, order) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const { data } = await client.post('/orders', order, {
        headers: { 'Idempotency-Key': order.reference },
      });
      return data;
    } catch (err) {
      const status = err.response ? err.response.status : null;
      if (status === 401 || status === 403) {
        throw new SupplierError('supplier rejected our credentials', status, err);
      }
      if (status && status < 500 && status !== 429) {
        throw new SupplierError(`order refused: ${JSON.stringify(err.response.data)}`, status, err);
      }
      if (attempt === 3) {
        throw new SupplierError('supplier unreachable after 3 attempts', status, err);
      }
      console.warn(`[supplier] attempt ${attempt} failed (${status || err.code}), retrying`);
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
  }
  return null;
}

async function main() {
  const [flavour = 'pink-vanilla', kilos = '25'] = process.argv.slice(2);
  const quantity = Number.parseInt(kilos, 10);
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity > 500) {
    throw new RangeError('kilos must be between 1 and 500');
  }
  const client = createClient(readConfig());
  const receipt = await placeOrder(client, {
    reference: `cc-${Date.now()}`,
    items: [{ sku: `floss-sugar-${flavour}`, kilos: quantity }],
  });
  console.log(`[supplier] order ${receipt.orderId} placed, delivery ${receipt.deliveryDate}`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`[supplier] configuration problem: ${err.message}`);
    process.exit(78);
  }
  console.error(`[supplier] ${err.name}: ${err.message}`);
  process.exit(1);
});
