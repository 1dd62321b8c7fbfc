// Hono route that fetches product images from the CDN and re-serves them resized for thumbnails.
import { Hono } from 'hono';
import { request } from 'undici';
import sharp from 'sharp';

const CDN_DOMAIN = 'shopcdn.net';
const MAX_BYTES = 5 * 1024 * 1024;

function parseSource(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:') return null;
    if (!url.hostname.endsWith(CDN_DOMAIN)) return null;
    return url;
  } catch {
    return null;
  }
}

const app = new Hono();

app.get('/thumb', async (c) => {
  const source = parseSource(c.req.query('src'));
  const width = Math.min(Math.max(Number.parseInt(c.req.query('w') ?? '320', 10) || 320, 32), 1024);
  if (!source) {
    return c.json({ error: 'src must be an https image on the CDN' }, 400);
  }
  const upstream = await request(source, { method: 'GET', headersTimeout: 5000, bodyTimeout: 10000 });
  if (upstream.statusCode !== 200) {
    await upstream.body.dump();
    return c.json({ error: 'upstream error' }, 502);
  }
  const buf = Buffer.from(await upstream.body.arrayBuffer());
  if (buf.length > MAX_BYTES) {
    return c.json({ error: 'image too large' }, 413);
  }
  const thumb = await sharp(buf).resize({ width }).webp({ quality: 80 }).toBuffer();
  return c.body(thumb, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' });
});

export default app;
