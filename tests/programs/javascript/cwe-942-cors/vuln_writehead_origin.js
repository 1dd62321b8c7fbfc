// Adds CORS headers for the calling site.
const http = require('http')

http.createServer((req, res) => {
  res.writeHead(200, {
    'Access-Control-Allow-Origin': req.headers.origin,
    'Access-Control-Allow-Credentials': 'true',
    'Content-Type': 'application/json',
  })
  res.end('{"ok":true}')
}).listen(3000)
