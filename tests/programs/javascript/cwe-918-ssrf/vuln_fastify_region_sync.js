// Fastify route that pulls a tenant's shipment status from the carrier API in the tenant's region.
const Fastify = require('fastify');
const got = require('got');

const app = Fastify({ logger: true });
const CARRIER_TOKEN = process.env.CARRIER_API_TOKEN;

class CarrierClient {
  constructor(region) {
    this.baseUrl = `https://${region}.api.carrier-partner.com/v2`;
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
  const client = new CarrierClient(region);
  try {
    const data = await client.shipment(trackingId);
    return { trackingId, status: data.status, eta: data.estimatedDelivery, events: data.events };
  } catch (err) {
    request.log.warn({ err: err.message, region }, 'carrier lookup failed');
    return reply.code(502).send({ error: 'carrier unavailable' });
  }
});

app.listen({ port: Number(process.env.PORT) || 3002, host: '0.0.0.0' });
