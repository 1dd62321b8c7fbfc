// A moodboard fetch program of the h71 set (cwe-918-ssrf).
import express from 'express';
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const IMAGE_HOSTS = new Set(['i.pinimg.com', 'images.unsplash.com', 'live.staticflickr.com', 'cdn.hatpins-moodboards.co.uk']);
const MOODBOARD_ROOT = process.env.MOODBOARD_ROOT ?? '/srv/featherstone/moodboards';
const MAX_BYTES = 8 * 1024 * 1024;

class ImageSourceError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ImageSourceError';
    this.status = 422;
  }
}

async function assertPublicImageUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageSourceError(`not a web address: ${String(raw).slice(0, 80)}`);
  }
  if (url.protocol !== 'https:') throw new ImageSourceError(`${url.host} must be linked over https`);
  if (!IMAGE_HOSTS.has(url.hostname)) throw new ImageSourceError(`${url.hostname} is not a supported image site`);
  return url;
}

async function fetchThumbnail(raw) {
  const res = await fetch(raw, { redirect: 'error', signal: AbortSignal.timeout(8000) });
  if (!res.ok) throw new ImageSourceError(`image could not be fetched (${res.status})`);
  const buf = Buffer.from(await res.arrayBuffer());
  if (buf.length > MAX_BYTES) throw new ImageSourceError('image is larger than 8 MB');
  return sharp(buf).resize(320, 320, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}

const app = express();
app.use(express.json({ limit: '16kb' }));

app.post('/commissions/:ref/moodboard', async (req, res, next) => {
  const { ref } = req.params;
  if (!/^FH-\d{4}$/.test(ref)) return next(new ImageSourceError('unknown commission'));
  const urls = Array.isArray(req.body?.urls) ? req.body.urls.slice(0, 12) : [];
  if (urls.length === 0) return next(new ImageSourceError('add at least one image link'));

  const checks = await Promise.allSettled(urls.map(assertPublicImageUrl));
  const accepted = urls.filter((_, i) => checks[i].status === 'fulfilled');
  const skipped = checks.filter((c) => c.status === 'rejected').map((c) => c.reason.message);
  if (accepted.length === 0) return next(new ImageSourceError(skipped.join('; ')));

  try {
    const thumbs = await Promise.all(urls.map(fetchThumbnail));
    const dir = path.join(MOODBOARD_ROOT, ref);
    await mkdir(dir, { recursive: true });
    const stamp = Date.now();
    await Promise.all(thumbs.map((t, i) => writeFile(path.join(dir, `${stamp}-${i}.webp`), t)));
    res.status(201).json({ added: thumbs.length, skipped });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  const status = err.status ?? 500;
  if (status >= 500) console.error('moodboard import failed', err);
  res.status(status).json({ error: status >= 500 ? 'images could not be added' : err.message });
});

app.listen(Number(process.env.PORT ?? 3000));
