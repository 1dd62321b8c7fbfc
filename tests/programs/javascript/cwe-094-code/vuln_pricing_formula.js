// Plain node:http service that evaluates a merchant's custom pricing formula for a quote.
const http = require('node:http');

const VARIABLES = ['base', 'qty', 'discount'];

function compileFormula(expression) {
  return new Function(...VARIABLES, `"use strict"; return (${expression});`);
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
      if (data.length > 10000) req.destroy();
    });
    req.on('end', () => {
      try { resolve(JSON.parse(data)); } catch (e) { reject(e); }
    });
  });
}

const server = http.createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/quote') {
    res.writeHead(404).end();
    return;
  }
  try {
    const { formula, base, qty, discount = 0 } = await readJson(req);
    const priceFn = compileFormula(String(formula));
    const total = Number(priceFn(Number(base), Number(qty), Number(discount)));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ total: Math.round(total * 100) / 100 }));
  } catch (err) {
    res.writeHead(400, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'could not evaluate formula' }));
  }
});

server.listen(8080);
