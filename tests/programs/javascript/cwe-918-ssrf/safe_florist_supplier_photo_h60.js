// A florist supplier photo program of the h60 set (cwe-918-ssrf).
import Fastify from 'fastify';
import axios from 'axios';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

// Shop staff add a new arrangement by pasting the photo link from the
// wholesale grower's catalogue; the server copies the picture into our media store.
const MEDIA_DIR = path.resolve(process.env.MEDIA_DIR ?? '/srv/florist/media');
const SUPPLIER_HOSTS = new Set(
  (process.env.SUPPLIER_HOSTS ?? 'images.dutchflowerauction.example,cdn.bloomgrowers.example').split(','),
);
const IMAGE_TYPES = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

const parseUrl = (raw) => {
  try {
    return { ok: true, url: new URL(raw) };
  } catch {
    return { ok: false, error: 'not a valid link' };
  }
};

const checkSource = (parsed) => {
  if (!parsed.ok) return parsed;
  if (parsed.url.protocol !== 'https:') return { ok: false, error: 'photo links must use https' };
  if (!SUPPLIER_HOSTS.has(parsed.url.hostname)) return { ok: false, error: 'photos must come from an approved grower' };
  if (parsed.url.port !== '' || parsed.url.username || parsed.url.password) return { ok: false, error: 'unexpected link form' };
  return parsed;
};

const download = (url) =>
  axios.get(url.href, {
    responseType: 'arraybuffer',
    timeout: 8000,
    maxRedirects: 0,
    maxContentLength: 5 * 1024 * 1024,
  });

const store = async (response) => {
  const type = String(response.headers['content-type'] ?? '').split(';')[0];
  const ext = IMAGE_TYPES[type];
  if (!ext) throw Object.assign(new Error('link did not return an image'), { statusCode: 415 });
  const body = Buffer.from(response.data);
  const name = createHash('sha256').update(body).digest('hex').slice(0, 24) + ext;
  await writeFile(path.join(MEDIA_DIR, name), body);
  return { name, bytes: body.length, type };
};

const app = Fastify({ logger: true });

app.post(
  '/arrangements/:sku/photo',
  {
    schema: {
      params: { type: 'object', properties: { sku: { type: 'string', pattern: '^[A-Z]{2}[0-9]{4}$' } } },
      body: { type: 'object', required: ['link'], properties: { link: { type: 'string', maxLength: 2048 } } },
    },
  },
  async (request, reply) => {
    const source = checkSource(parseUrl(request.body.link));
    if (!source.ok) return reply.code(400).send({ error: source.error });

    return download(source.url)
      .then(store)
      .then((saved) => reply.code(201).send({ sku: request.params.sku, ...saved }))
      .catch((err) => reply.code(err.statusCode ?? 502).send({ error: err.statusCode ? err.message : 'could not fetch photo' }));
  },
);

await app.listen({ port: Number(process.env.PORT ?? 3000) });
