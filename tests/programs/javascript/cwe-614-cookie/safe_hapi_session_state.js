// Hapi server storing the signed-in user id in a session cookie
const Hapi = require('@hapi/hapi');
const crypto = require('node:crypto');

const init = async () => {
  const server = Hapi.server({ port: 3017 });
  server.state('session', {
    ttl: 60 * 60 * 1000,
    isSecure: true,
    isHttpOnly: true,
    isSameSite: 'Lax',
    encoding: 'iron',
    password: process.env.COOKIE_PASSWORD,
    path: '/',
  });
  server.route({
    method: 'POST',
    path: '/session',
    handler: (request, h) => {
      const userId = String(request.payload && request.payload.userId);
      return h.response({ ok: true }).state('session', { userId, nonce: crypto.randomUUID() });
    },
  });
  await server.start();
};

init();
