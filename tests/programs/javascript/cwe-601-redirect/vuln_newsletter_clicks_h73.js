// A newsletter clicks program of the h73 set (cwe-601-redirect).
'use strict';

const Fastify = require('fastify');
const { appendFile } = require('node:fs/promises');

const app = Fastify({ logger: true });
const CLICK_LOG = process.env.CLICK_LOG || '/var/log/sulphurpeak/newsletter-clicks.ndjson';
const FALLBACK = 'https://www.sulphurpeakresort.com/';
const ALLOWED_DOMAIN = 'sulphurpeakresort.com';

function decodeLink(token) {
  // token = base64url(JSON.stringify({ u: url, c: campaign, r: recipientHash }))
  const json = Buffer.from(token, 'base64url').toString('utf8');
  const data = JSON.parse(json);
  return {
    url: String(data.u || ''),
    campaign: String(data.c || 'unknown').slice(0, 40),
    recipient: String(data.r || '').slice(0, 64),
  };
}

function isOurSite(target) {
  let parsed;
  try {
    parsed = new URL(target);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  return parsed.hostname.toLowerCase().endsWith(ALLOWED_DOMAIN);
}

app.get('/n/:token', async (request, reply) => {
  let link;
  try {
    link = decodeLink(request.params.token);
  } catch {
    return reply.redirect(FALLBACK, 302);
  }

  if (!isOurSite(link.url)) {
    request.log.warn({ url: link.url }, 'newsletter link outside resort site');
    return reply.redirect(FALLBACK, 302);
  }

  const record = {
    at: new Date().toISOString(),
    campaign: link.campaign,
    recipient: link.recipient,
    url: link.url,
    ua: request.headers['user-agent'] || '',
  };
  appendFile(CLICK_LOG, `${JSON.stringify(record)}\n`).catch((err) => request.log.error(err));

  return reply.redirect(link.url, 302);
});

app.get('/healthz', async () => ({ ok: true }));

app.listen({ port: Number(process.env.PORT || 8181), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
