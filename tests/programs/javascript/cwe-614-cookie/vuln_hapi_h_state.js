// hapi login route that sets the session cookie on the response.
const Hapi = require('@hapi/hapi')

async function buildLoginServer (sessions) {
  const server = Hapi.server({ port: 4000 })
  server.route({
    method: 'POST',
    path: '/login',
    handler: async (request, h) => {
      const sid = await sessions.create(request.payload.user)
      return h.response({ ok: true }).state('sid', sid, {
        ttl: 24 * 60 * 60 * 1000,
        isSecure: false,
        isHttpOnly: true,
        path: '/'
      })
    }
  })
  return server
}

module.exports = buildLoginServer
