// hapi cookie authentication strategy for the back office.
const Hapi = require('@hapi/hapi')

async function buildBackOffice () {
  const server = Hapi.server({ port: 4001 })
  await server.register(require('@hapi/cookie'))
  server.auth.strategy('session', 'cookie', {
    cookie: {
      name: 'backoffice-sid',
      password: process.env.COOKIE_PASSWORD,
      isSecure: false,
      path: '/'
    },
    redirectTo: '/login',
    validate: async (request, session) => ({ isValid: Boolean(session.id) })
  })
  server.auth.default('session')
  return server
}

module.exports = buildBackOffice
