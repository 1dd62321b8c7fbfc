// A mockup image fetch program of the h70 set (cwe-918-ssrf).
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const app = Fastify({ logger: true });
const MOCKUP_DIR = process.env.MOCKUP_DIR ?? '/srv/signs/mockups';
const ASSET_HOSTS = new Set(['assets.letterheadsigns.co.uk', 'uploads.letterheadsigns.co.uk']);
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);
const MAX_BYTES = 5 * 1024 * 1024;

const isAssetUrl = (raw) => {
  try {
    const { protocol, hostname } = new URL(raw);
    return protocol === 'https:' && ASSET_HOSTS.has(hostname);
  } catch {
    return false;
  }
};

const download = async (url) => {
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
  const type = res.headers.get('content-type')?.split(';')[0] ?? '';
  if (!res.ok || !IMAGE_TYPES.has(type)) throw new Error(`unusable image (${res.status} ${type})`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error('image too large');
  return { type, bytes };
};

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };

const store = async ({ type, bytes }) => {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${EXT[type]}`;
  await writeFile(path.join(MOCKUP_DIR, name), bytes);
  return name;
};

app.post('/mockups', async (request, reply) => {
  const {
    shopName = 'Untitled',
    logo: { logoUrl, previewUrl = logoUrl } = {},
    placements = ['fascia'],
  } = request.body ?? {};

  if (!isAssetUrl(logoUrl)) {
    return reply.code(400).send({ error: 'upload your logo through the studio upload page first' });
  }

  try {
    const file = await download(previewUrl).then(store);
    const jobs = placements
      .filter((p) => ['fascia', 'window', 'a-board', 'hanging'].includes(p))
      .map((placement) => ({ placement, file, shopName, status: 'queued' }));
    return reply.code(202).send({ jobs });
  } catch (err) {
    request.log.warn({ err }, 'logo fetch failed');
    return reply.code(422).send({ error: err.message });
  }
});

app.listen({ port: Number(process.env.PORT ?? 3480), host: '0.0.0.0' });
