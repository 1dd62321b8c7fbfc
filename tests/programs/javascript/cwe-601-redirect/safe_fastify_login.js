// Fastify login flow that returns users to the page they came from after sign-in
const fastify = require('fastify')();
const crypto = require('node:crypto');

const APP_ORIGIN = 'https://app.example.com';

async function checkCredentials(username, password) {
  const expected = process.env.DEMO_PASSWORD || '';
  return username === 'demo' && password.length > 0 && password === expected;
}

fastify.register(require('@fastify/formbody'));

fastify.post('/login', async (request, reply) => {
  const { username = '', password = '' } = request.body || {};
  if (!(await checkCredentials(String(username), String(password)))) {
    return reply.code(401).send({ error: 'bad credentials' });
  }
  reply.header('set-cookie', `sid=${crypto.randomUUID()}; HttpOnly; Secure; SameSite=Lax; Path=/`);
  const target = new URL(String(request.query.next || '/dashboard'), APP_ORIGIN);
  if (target.origin !== APP_ORIGIN) {
    return reply.redirect('/dashboard');
  }
  return reply.redirect(target.pathname + target.search);
});

fastify.listen({ port: 3008 });
