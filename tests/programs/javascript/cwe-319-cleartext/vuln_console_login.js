// Standalone Node server handling operator console sign-in for the on-prem appliance
const http = require('http');
const { verifyOperator, issueConsoleToken } = require('./operators');

const PORT = Number(process.env.CONSOLE_PORT || 8443);
const MAX_BODY = 16 * 1024;

function readJson(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        reject(err);
      }
    });
  });
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function handle(req, res) {
  if (req.method !== 'POST' || req.url !== '/api/login') {
    return send(res, 404, { error: 'not found' });
  }
  let creds;
  try {
    creds = await readJson(req);
  } catch {
    return send(res, 400, { error: 'invalid request body' });
  }
  const operator = await verifyOperator(String(creds.username || ''), String(creds.password || ''));
  if (!operator) {
    return send(res, 401, { error: 'invalid credentials' });
  }
  send(res, 200, { token: await issueConsoleToken(operator), expiresIn: 3600 });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch(() => send(res, 500, { error: 'internal error' }));
});

server.listen(PORT, '0.0.0.0', () => console.log(`console listening on ${PORT}`));
