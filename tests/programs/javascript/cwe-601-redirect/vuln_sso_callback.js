// Hapi route that finishes an SSO login and returns the user to the page stored in the login state cookie.
const Hapi = require('@hapi/hapi');

const DEFAULT_LANDING = '/home';

function landingFrom(state) {
  if (!state || typeof state.returnTo !== 'string' || state.returnTo.length === 0) {
    return DEFAULT_LANDING;
  }
  return state.returnTo;
}

async function exchangeCode(code) {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(code)) {
    throw new Error('malformed code');
  }
  return { userId: 'u-' + code.slice(0, 8) };
}

const init = async () => {
  const server = Hapi.server({ port: 3000 });

  server.state('login_state', {
    ttl: 10 * 60 * 1000,
    isSecure: true,
    isHttpOnly: true,
    encoding: 'base64json',
    path: '/auth',
  });

  server.route({
    method: 'GET',
    path: '/auth/login',
    handler: (request, h) => {
      const state = { returnTo: request.query.returnTo, startedAt: new Date().toISOString() };
      return h.redirect(process.env.IDP_AUTHORIZE_URL).state('login_state', state);
    },
  });

  server.route({
    method: 'GET',
    path: '/auth/callback',
    handler: async (request, h) => {
      const session = await exchangeCode(String(request.query.code || ''));
      const destination = landingFrom(request.state.login_state);
      request.log(['auth'], `login ${session.userId}`);
      return h.redirect(destination).unstate('login_state');
    },
  });

  await server.start();
};

init();
