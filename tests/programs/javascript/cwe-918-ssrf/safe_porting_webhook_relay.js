// Fastify service that registers partner webhooks and relays number-porting status events to them
const fastify = require('fastify')({ logger: true });
const fetch = require('node-fetch');

const PARTNER_ORIGINS = new Map([
  ['carrier-a', 'https://hooks.carrier-a.net'],
  ['bluewave', 'https://api.bluewave-mobile.com'],
]);

function callbackAllowed(partnerId, raw) {
  const origin = PARTNER_ORIGINS.get(partnerId);
  if (!origin || typeof raw !== 'string') return false;
  try {
    return new URL(raw).origin === origin;
  } catch {
    return false;
  }
}

class SubscriptionRegistry {
  constructor() {
    this.byPartner = new Map();
  }

  register(sub) { this.byPartner.set(sub.partnerId, sub); }

  interestedIn(eventType) {
    return [...this.byPartner.values()].filter((s) => s.events.includes(eventType));
  }
}

class PortingEventRelay {
  constructor(registry) {
    this.registry = registry;
  }

  async publish(event) {
    const results = [];
    for (const sub of this.registry.interestedIn(event.type)) {
      const res = await fetch(sub.callbackUrl, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event), redirect: 'manual',
      });
      results.push({ partnerId: sub.partnerId, status: res.status });
    }
    return results;
  }
}

const registry = new SubscriptionRegistry();
const relay = new PortingEventRelay(registry);

fastify.post('/partners/:partnerId/webhooks', async (request, reply) => {
  const body = request.body || {};
  const events = Array.isArray(body.events) ? body.events.map(String) : ['port.completed'];
  if (!callbackAllowed(request.params.partnerId, body.callbackUrl)) {
    reply.code(400);
    return { error: 'callback not permitted' };
  }
  registry.register({ partnerId: request.params.partnerId, callbackUrl: body.callbackUrl, events });
  reply.code(201);
  return { partnerId: request.params.partnerId, events };
});

fastify.post('/internal/porting-events', async (request) => {
  const event = { type: String(request.body.type), number: String(request.body.number), at: Date.now() };
  return { delivered: await relay.publish(event) };
});

fastify.listen({ port: Number(process.env.PORT || 8500) });
