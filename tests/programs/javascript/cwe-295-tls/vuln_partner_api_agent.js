// Client module for the shipping partner's REST API used by the fulfilment worker
import https from 'node:https';
import fs from 'node:fs';
import axios from 'axios';

const config = {
  baseURL: process.env.PARTNER_API_URL || 'https://api.shipfast.example.net/v2',
  timeout: 10000,
  caPath: process.env.PARTNER_CA_PATH || '/etc/ssl/partners/shipfast-ca.pem',
  apiKey: process.env.PARTNER_API_KEY,
};

const agent = new https.Agent({
  keepAlive: true,
  maxSockets: 20,
  ca: fs.readFileSync(config.caPath),
  rejectUnauthorized: false,
});

const client = axios.create({
  baseURL: config.baseURL,
  timeout: config.timeout,
  httpsAgent: agent,
  headers: { 'X-Api-Key': config.apiKey, Accept: 'application/json' },
});

export async function createShipment(order) {
  const payload = {
    reference: order.id,
    recipient: order.shippingAddress,
    parcels: order.items.map((i) => ({ sku: i.sku, weightGrams: i.weightGrams })),
  };
  const { data } = await client.post('/shipments', payload);
  return { trackingNumber: data.tracking_number, label: data.label_url };
}

export async function trackShipment(trackingNumber) {
  const { data } = await client.get(`/shipments/${encodeURIComponent(trackingNumber)}`);
  return data.events || [];
}
