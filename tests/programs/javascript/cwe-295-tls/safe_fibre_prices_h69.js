// A fibre prices program of the h69 set (cwe-295-tls).
const https = require('node:https');
const fs = require('node:fs');
const cron = require('node-cron');

const supplierFeeds = new Map([
  ['tidewater-fibres', { host: 'api.tidewaterfibres.co.uk', path: '/v1/prices/manila' }],
  ['baltic-hemp', { host: 'prices.baltichempgroup.lt', path: '/feed/current.json' }],
]);

const latestPrices = new Map();

function supplierAgent() {
  return new https.Agent({
    keepAlive: true,
    ca: fs.readFileSync(process.env.SUPPLIER_CA_BUNDLE || '/etc/ssl/certs/ca-certificates.crt'),
    rejectUnauthorized: true,
  });
}

const agent = supplierAgent();

function fetchJson(feed) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: feed.host, path: feed.path, method: 'GET', agent, timeout: 15000, headers: { Accept: 'application/json' } },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => { raw += chunk; });
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
          try {
            resolve(JSON.parse(raw));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function refreshPrices() {
  for (const [supplier, feed] of supplierFeeds) {
    try {
      const body = await fetchJson(feed);
      const perKg = Number(body.price_per_kg ?? body.pricePerKg);
      if (!Number.isFinite(perKg)) throw new Error('no price in feed');
      latestPrices.set(supplier, { perKg, currency: body.currency || 'GBP', at: new Date().toISOString() });
    } catch (err) {
      console.error(`[prices] ${supplier}: ${err.message}`);
    }
  }
  const snapshot = Object.fromEntries(latestPrices);
  fs.writeFileSync('/var/lib/ropewalk/fibre-prices.json', JSON.stringify(snapshot, null, 2));
  console.log(`[prices] updated ${latestPrices.size} supplier(s)`);
}

cron.schedule('15 2 * * *', () => {
  refreshPrices().catch((err) => console.error('[prices] run failed', err));
}, { timezone: 'Europe/London' });

console.log('fibre price job scheduled');
