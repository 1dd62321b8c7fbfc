// hapi anti-forgery token cookie read by the single-page app.
const Hapi = require('@hapi/hapi')

async function buildSpaServer () {
  const server = Hapi.server({ port: 4003 })
  server.state('csrf-token', {
    isSecure: true,
    isHttpOnly: false,
    isSameSite: 'Strict',
    path: '/',
    encoding: 'none'
  })
  return server
}

module.exports = buildSpaServer
