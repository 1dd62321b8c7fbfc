// Express image proxy that fetches product images from the media CDN and re-serves them
const express = require('express');

const router = express.Router();
const MEDIA_HOSTS = new Set(['media.shopcdn.example.net', 'static.shopcdn.example.net']);
const MAX_BYTES = 5 * 1024 * 1024;

function normalizeSource(raw) {
  let url;
  try {
    url = new URL(String(raw || '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) {
    return null;
  }
  if (!MEDIA_HOSTS.has(url.hostname)) {
    return null;
  }
  return url.href;
}

async function fetchImage(url) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  try {
    const upstream = await fetch(url, { signal: controller.signal, redirect: 'error' });
    const type = upstream.headers.get('content-type') || '';
    if (!upstream.ok || !type.startsWith('image/')) {
      return null;
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    return body.length > MAX_BYTES ? null : { type, body };
  } finally {
    clearTimeout(timer);
  }
}

router.get('/img', async (req, res) => {
  const source = normalizeSource(req.query.src);
  if (!source) {
    return res.status(400).json({ error: 'unsupported image source' });
  }
  try {
    const image = await fetchImage(source);
    if (!image) return res.status(502).json({ error: 'upstream rejected' });
    res.set('Cache-Control', 'public, max-age=86400').type(image.type).send(image.body);
  } catch (err) {
    res.status(504).json({ error: 'upstream timeout' });
  }
});

module.exports = router;
