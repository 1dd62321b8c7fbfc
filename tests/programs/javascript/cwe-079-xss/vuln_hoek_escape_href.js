// hapi route that renders a link to the visitor's homepage.
const Hapi = require('@hapi/hapi')
const Hoek = require('@hapi/hoek')

async function buildProfileServer () {
  const server = Hapi.server({ port: 3001 })
  server.route({
    method: 'GET',
    path: '/profile/link',
    handler: (request, h) => {
      const site = Hoek.escapeHtml(request.query.site || '')
      return h.response(`<a href="${site}">homepage</a>`).type('text/html')
    }
  })
  return server
}

module.exports = buildProfileServer
