// A deck camera proxy program of the h74 set (cwe-918-ssrf).
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const FLEET_CONFIG_URL = 'https://fleet.solentskimmerferries.co.uk/api/cameras';
const MAX_BYTES = 2 * 1024 * 1024;

let cameraHosts = null; // Promise<Set<string>>, refreshed every 10 minutes

function loadCameraHosts() {
  if (!cameraHosts) {
    cameraHosts = fetch(FLEET_CONFIG_URL, { headers: { Authorization: `Bearer ${process.env.FLEET_TOKEN}` } })
      .then((r) => {
        if (!r.ok) throw new Error(`fleet config ${r.status}`);
        return r.json();
      })
      .then((cams) => new Set(cams.map((c) => c.host.toLowerCase())))
      .catch((err) => {
        cameraHosts = null;
        throw err;
      });
    setTimeout(() => {
      cameraHosts = null;
    }, 10 * 60 * 1000).unref();
  }
  return cameraHosts;
}

async function isFleetCamera(url) {
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const hosts = await loadCameraHosts();
  return hosts.has(url.hostname.toLowerCase());
}

async function fetchSnapshot(url) {
  const resp = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(4000) });
  if (!resp.ok) throw new Error(`camera answered ${resp.status}`);
  const type = resp.headers.get('content-type') || '';
  const body = Buffer.from(await resp.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error('snapshot too large');
  return { type, body };
}

const app = new Hono();

app.get('/crafts/:craft/snapshot', async (c) => {
  let url;
  try {
    url = new URL(c.req.query('src') ?? '');
  } catch {
    return c.json({ error: 'src must be a camera URL' }, 400);
  }

  try {
    // Both take a few hundred ms over the ship-to-shore link, so run them side by side.
    const [allowed, snapshot] = await Promise.all([isFleetCamera(url), fetchSnapshot(url)]);
    if (!allowed) return c.json({ error: 'not a fleet camera' }, 403);
    if (!snapshot.type.startsWith('image/')) return c.json({ error: 'camera did not return an image' }, 502);
    return c.body(snapshot.body, 200, {
      'Content-Type': snapshot.type,
      'Cache-Control': 'public, max-age=15',
      'X-Craft': c.req.param('craft'),
    });
  } catch (err) {
    return c.json({ error: `snapshot unavailable: ${err.message}` }, 502);
  }
});

app.get('/health', (c) => c.text('ok'));

serve({ fetch: app.fetch, port: Number(process.env.PORT || 3720) }, (info) => {
  console.log(`deck camera proxy on :${info.port}`);
});
