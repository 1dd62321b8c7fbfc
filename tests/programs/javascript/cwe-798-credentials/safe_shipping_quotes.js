// Fastify service that requests shipping quotes from a carrier's REST API.
import Fastify from 'fastify';
import got from 'got';

const CARRIER_API_KEY = process.env.CARRIER_API_KEY;
if (!CARRIER_API_KEY) {
  throw new Error('CARRIER_API_KEY is not configured');
}

class CarrierClient {
  constructor(apiKey) {
    this.http = got.extend({
      prefixUrl: 'https://api.parcel-carrier.example/v2',
      headers: { 'X-Api-Key': apiKey },
      timeout: { request: 5000 },
      responseType: 'json',
    });
  }

  async quote(parcel) {
    const { body } = await this.http.post('quotes', { json: parcel });
    return body.options.map((o) => ({ service: o.service_code, priceCents: o.price_cents, days: o.transit_days }));
  }
}

const carrier = new CarrierClient(CARRIER_API_KEY);
const app = Fastify({ logger: true });

app.post('/shipping/quotes', async (request, reply) => {
  const { weightGrams, fromPostcode, toPostcode } = request.body || {};
  const weight = Number.parseInt(weightGrams, 10);
  if (!Number.isInteger(weight) || weight <= 0 || !fromPostcode || !toPostcode) {
    return reply.code(400).send({ error: 'weightGrams, fromPostcode and toPostcode are required' });
  }
  const options = await carrier.quote({ weight_grams: weight, from: String(fromPostcode), to: String(toPostcode) });
  return { options };
});

await app.listen({ port: Number(process.env.PORT) || 3011 });
