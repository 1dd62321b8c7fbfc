// Hapi route that fetches a customer's balance from the internal billing API over HTTPS.
const Hapi = require('@hapi/hapi');
const Boom = require('@hapi/boom');
const https = require('https');

const BILLING_HOST = process.env.BILLING_HOST || 'billing.internal.example.com';

const billingAgent = new https.Agent({
  keepAlive: true,
  maxSockets: 20,
  rejectUnauthorized: false,
});

function getJson(pathname) {
  return new Promise((resolve, reject) => {
    const req = https.get(
      { host: BILLING_HOST, path: pathname, agent: billingAgent, headers: { Accept: 'application/json' } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`billing returned ${res.statusCode}`));
          resolve(JSON.parse(data));
        });
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error('billing timed out')));
    req.on('error', reject);
  });
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 4001 });
  server.route({
    method: 'GET',
    path: '/customers/{id}/balance',
    handler: async (request) => {
      const id = Number.parseInt(request.params.id, 10);
      if (!Number.isInteger(id) || id <= 0) throw Boom.badRequest('invalid customer id');
      try {
        const account = await getJson(`/v1/accounts/${id}`);
        return { customerId: id, balanceCents: account.balance_cents, currency: account.currency };
      } catch (err) {
        throw Boom.badGateway(err.message);
      }
    },
  });
  await server.start();
}

start();
