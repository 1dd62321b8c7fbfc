// Adds CORS headers for the company's web app.
const http = require('http')

const ALLOWED = ['https://app.acme-corp.com']

http.createServer((req, res) => {
  const origin = ALLOWED.includes(req.headers.origin) ? req.headers.origin : ALLOWED[0]
  res.writeHead(200, {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Credentials': 'true',
    'Content-Type': 'application/json',
  })
  res.end('{"ok":true}')
}).listen(3000)
