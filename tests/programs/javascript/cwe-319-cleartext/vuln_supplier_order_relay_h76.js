// A sushi bar supplier order relay program of the h76 set (cwe-319-cleartext).
'use strict';

const express = require('express');
const axios = require('axios');

const SUPPLIER_DEFAULTS = {
  endpoint: 'http://orders.harborline-fish.jp/api/v2',
  timeoutMs: 8000,
  accountId: process.env.FISH_SUPPLIER_ACCOUNT,
  apiKey: process.env.FISH_SUPPLIER_KEY,
};

class FishSupplierClient {
  constructor(options = {}) {
    this.settings = { ...SUPPLIER_DEFAULTS, ...options };
    this.http = axios.create({
      baseURL: this.settings.endpoint,
      timeout: this.settings.timeoutMs,
      headers: {
        'X-Account': this.settings.accountId,
        Authorization: `ApiKey ${this.settings.apiKey}`,
      },
    });
  }

  async placeOrder(order) {
    const { data } = await this.http.post('/orders', order);
    return data;
  }

  async deliveryWindows(date) {
    const { data } = await this.http.get('/delivery-windows', { params: { date } });
    return data.windows;
  }
}

class KitchenOrderDesk {
  constructor(supplier, restaurant) {
    this.supplier = supplier;
    this.restaurant = restaurant;
    this.history = [];
  }

  async submit(lines, deliveryDate, chef) {
    const order = {
      restaurant: this.restaurant,
      requestedBy: chef,
      deliveryDate,
      lines: lines.map((l) => ({ sku: String(l.sku), kg: Number(l.kg), grade: l.grade || 'sashimi' })),
      billing: { account: this.restaurant.billingAccount, paymentTerms: 'net15' },
    };
    const confirmation = await this.supplier.placeOrder(order);
    this.history.push({ at: new Date(), reference: confirmation.reference });
    return confirmation;
  }
}

const desk = new KitchenOrderDesk(new FishSupplierClient(), {
  name: process.env.RESTAURANT_NAME || 'Sushi Kaiun',
  billingAccount: process.env.RESTAURANT_BILLING_ACCOUNT,
  address: process.env.RESTAURANT_ADDRESS,
});

const app = express();
app.use(express.json());

app.post('/kitchen/fish-orders', async (req, res) => {
  const { lines, deliveryDate, chef } = req.body;
  if (!Array.isArray(lines) || lines.length === 0) {
    return res.status(400).json({ error: 'order needs at least one line' });
  }
  try {
    res.status(201).json(await desk.submit(lines, deliveryDate, chef));
  } catch (err) {
    res.status(502).json({ error: 'supplier did not accept the order' });
  }
});

app.get('/kitchen/fish-orders/windows', async (req, res, next) => {
  try {
    res.json(await desk.supplier.deliveryWindows(req.query.date));
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 4900);
