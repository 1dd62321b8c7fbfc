// Fastify routes letting partner veterinary labs register a callback for finished test results
const fastify = require('fastify')({ logger: true });
const axios = require('axios');

const subscriptions = new Map();

const normaliseUrl = (u) => String(u || '').trim();
const isHttps = (u) => u.startsWith('https://');

const notify = (clinicId, result) =>
  Promise.all(
    [...(subscriptions.get(clinicId) || [])].map((url) =>
      axios
        .post(url, result, { timeout: 5000, maxRedirects: 0 })
        .then((r) => ({ url, status: r.status }))
        .catch((e) => ({ url, error: e.code || e.message }))
    )
  );

fastify.post('/clinics/:clinicId/lab-callbacks', async (request, reply) => {
  const { clinicId } = request.params;
  const url = normaliseUrl(request.body && request.body.callbackUrl);
  if (!isHttps(url)) {
    return reply.code(400).send({ error: 'callbackUrl must be https' });
  }
  const probe = await axios
    .get(url, { timeout: 3000, maxRedirects: 0, validateStatus: () => true })
    .then((r) => r.status)
    .catch(() => null);
  if (probe === null) {
    return reply.code(422).send({ error: 'callback not reachable' });
  }
  subscriptions.set(clinicId, new Set([...(subscriptions.get(clinicId) || []), url]));
  return reply.code(201).send({ clinicId, callbackUrl: url, probeStatus: probe });
});

fastify.post('/internal/results', async (request) => {
  const { clinicId, patientRef, panel, values } = request.body;
  const deliveries = await notify(clinicId, { patientRef, panel, values, completedAt: new Date().toISOString() });
  return { delivered: deliveries.filter((d) => !d.error).length, failed: deliveries.filter((d) => d.error) };
});

module.exports = fastify;
