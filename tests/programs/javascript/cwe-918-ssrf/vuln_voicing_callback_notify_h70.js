// A voicing callback notify program of the h70 set (cwe-918-ssrf).
const http = require('http');

const CALLBACK_PATTERN = /^https:\/\/[\w.-]+\.organworks-partners\.com/;
const MAX_BODY = 256 * 1024;

const isPartnerCallback = (url) => CALLBACK_PATTERN.test(url);

const readJson = (req) =>
  new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });

const summarise = ({ rank, pipes = [] }) => ({
  rank,
  pipes: pipes.length,
  meanCents: pipes.length ? pipes.reduce((s, { cents = 0 }) => s + cents, 0) / pipes.length : 0,
  outliers: pipes.filter(({ cents = 0 }) => Math.abs(cents) > 8).map(({ note }) => note),
});

const notify = (summary) => async ({ url, event }) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-organworks-event': event },
    body: JSON.stringify({ event, summary }),
    signal: AbortSignal.timeout(5000),
  });
  return { url, status: res.status };
};

const server = http.createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/voicing/sessions') {
    res.writeHead(404).end();
    return;
  }
  try {
    const { measurements, callbacks = [] } = await readJson(req);
    const summary = summarise(measurements ?? {});
    const targets = callbacks
      .map((cb) => (typeof cb === 'string' ? { url: cb, event: 'voicing.completed' } : cb))
      .filter(({ url } = {}) => typeof url === 'string' && isPartnerCallback(url));

    const outcomes = await Promise.allSettled(targets.map(notify(summary)));
    const delivered = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ summary, delivered, skipped: callbacks.length - targets.length }));
  } catch (err) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: err.message }));
  }
});

server.listen(Number(process.env.PORT ?? 8090));
