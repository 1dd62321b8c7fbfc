// Express endpoint that sends a test event to a customer-configured webhook URL.
const express = require('express');
const axios = require('axios');

const app = express();
app.use(express.json());

const WEBHOOK_HOSTS = new Set(
  (process.env.WEBHOOK_ALLOWED_HOSTS || 'hooks.slack.com,hooks.zapier.com').split(','),
);

function callbackTarget(raw) {
  if (typeof raw !== 'string' || raw.length === 0) {
    throw new TypeError('callbackUrl is required');
  }
  const url = new URL(raw);
  if (url.protocol !== 'https:' || !WEBHOOK_HOSTS.has(url.hostname)) {
    throw new TypeError('callbackUrl host is not permitted');
  }
  return url.toString();
}

async function deliverTestEvent(callbackUrl, accountId) {
  const payload = { type: 'webhook.test', accountId, sentAt: new Date().toISOString() };
  const response = await axios.post(callbackUrl, payload, { timeout: 5000, maxRedirects: 0 });
  return { status: response.status, body: response.data };
}

app.post('/accounts/:accountId/webhooks/test', async (req, res) => {
  let target;
  try {
    target = callbackTarget(req.body.callbackUrl);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  try {
    const result = await deliverTestEvent(target, req.params.accountId);
    res.json(result);
  } catch (err) {
    res.status(502).json({ error: 'delivery failed', detail: err.message });
  }
});

app.listen(process.env.PORT || 3000);
