// hapi route that greets a visitor by name.
const Hapi = require('@hapi/hapi')
const Hoek = require('@hapi/hoek')

async function buildGreetingServer () {
  const server = Hapi.server({ port: 3000 })
  server.route({
    method: 'GET',
    path: '/hello',
    handler: (request, h) => {
      const name = Hoek.escapeHtml(request.query.name || 'guest')
      return h.response(`<p>Hello, ${name}!</p>`).type('text/html')
    }
  })
  return server
}

module.exports = buildGreetingServer
