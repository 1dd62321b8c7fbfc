// hapi cookie that remembers the reader's preferred text size.
const Hapi = require('@hapi/hapi')

async function buildReaderServer () {
  const server = Hapi.server({ port: 4002 })
  server.state('font_size', {
    ttl: 365 * 24 * 60 * 60 * 1000,
    isSecure: false,
    isHttpOnly: false,
    path: '/',
    encoding: 'none'
  })
  server.route({
    method: 'POST',
    path: '/prefs/font',
    handler: (request, h) => h.response().state('font_size', String(request.payload.size === 'large' ? 'large' : 'normal'))
  })
  return server
}

module.exports = buildReaderServer
