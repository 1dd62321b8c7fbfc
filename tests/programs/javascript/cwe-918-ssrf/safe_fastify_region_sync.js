// Fastify route that pulls a tenant's shipment status from the carrier API in the tenant's region.
const Fastify = require('fastify');
const got = require('got');

const app = Fastify({ logger: true });
const CARRIER_TOKEN = process.env.CARRIER_API_TOKEN;
const REGION_HOSTS = {
  eu: 'eu.api.carrier-partner.com',
  us: 'us.api.carrier-partner.com',
  apac: 'apac.api.carrier-partner.com',
};

class CarrierClient {
  constructor(host) {
    this.baseUrl = `https://${host}/v2`;
  }

  async shipment(trackingId) {
    return got(`${this.baseUrl}/shipments/${encodeURIComponent(trackingId)}`, {
      headers: { Authorization: `Bearer ${CARRIER_TOKEN}` },
      timeout: { request: 8000 },
      followRedirect: false,
    }).json();
  }
}

app.get('/shipments/:trackingId', async (request, reply) => {
  const { trackingId } = request.params;
  const region = String(request.query.region || 'eu');
  if (!/^[A-Z0-9]{10,22}$/.test(trackingId)) {
    return reply.code(400).send({ error: 'invalid tracking id' });
  }
  const host = Object.hasOwn(REGION_HOSTS, region) ? REGION_HOSTS[region] : null;
  if (!host) {
    return reply.code(400).send({ error: 'unknown region' });
  }
  const client = new CarrierClient(host);
  try {
    const data = await client.shipment(trackingId);
    return { trackingId, status: data.status, eta: data.estimatedDelivery, events: data.events };
  } catch (err) {
    request.log.warn({ err: err.message, region }, 'carrier lookup failed');
    return reply.code(502).send({ error: 'carrier unavailable' });
  }
});

app.listen({ port: Number(process.env.PORT) || 3002, host: '0.0.0.0' });
