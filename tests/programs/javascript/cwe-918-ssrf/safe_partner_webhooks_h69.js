// A partner webhooks program of the h69 set (cwe-918-ssrf).
const express = require('express');
const cron = require('node-cron');

const app = express();
app.use(express.json());

// partnerId -> { name, webhook, lastDelivery }
const partners = new Map();
const PARTNER_DOMAINS = ['riverside-camping.co.uk', 'wyevalleyglamping.com', 'kingfishercampsites.co.uk'];

function webhookTarget(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!PARTNER_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) {
    return null;
  }
  return url;
}

app.put('/partners/:id/webhook', (req, res) => {
  const { name, webhook } = req.body || {};
  if (!name || typeof webhook !== 'string') {
    return res.status(400).json({ error: 'name and webhook url required' });
  }
  const existing = partners.get(req.params.id) || {};
  partners.set(req.params.id, { ...existing, name: String(name), webhook, lastDelivery: existing.lastDelivery || null });
  res.json({ partner: req.params.id, webhook });
});

app.get('/partners/:id/delivery', (req, res) => {
  const p = partners.get(req.params.id);
  if (!p) return res.status(404).json({ error: 'unknown partner' });
  res.json(p.lastDelivery || { status: 'nothing sent yet' });
});

function bulletin() {
  return {
    issuedAt: new Date().toISOString(),
    riverLevelM: 0.84,
    grade: 'I-II',
    fleet: { openCanadian: 14, kayakSingle: 9, kayakTandem: 5 },
    notice: 'Low branches below Symonds Yat weir after last night\'s wind.',
  };
}

async function deliver(partnerId, partner, payload) {
  const target = webhookTarget(partner.webhook);
  if (!target) {
    partner.lastDelivery = { status: 'skipped', reason: 'webhook address not accepted', at: payload.issuedAt };
    return;
  }
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Livery-Partner': partnerId },
      body: JSON.stringify(payload),
      redirect: 'manual',
      signal: AbortSignal.timeout(8000),
    });
    const text = await response.text();
    partner.lastDelivery = { status: response.status, body: text.slice(0, 2000), at: payload.issuedAt };
  } catch (err) {
    partner.lastDelivery = { status: 'error', reason: err.message, at: payload.issuedAt };
  }
}

cron.schedule('30 6 * * *', async () => {
  const payload = bulletin();
  await Promise.all([...partners].map(([id, p]) => deliver(id, p, payload)));
  console.log(`[bulletin] sent to ${partners.size} partner(s)`);
}, { timezone: 'Europe/London' });

app.listen(Number(process.env.PORT) || 3041);
