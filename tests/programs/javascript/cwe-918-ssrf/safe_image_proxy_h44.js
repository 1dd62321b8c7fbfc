// Fastify route proxying remote product images so storefront pages load them same-origin
const fastify = require('fastify')({ logger: true });
const fetch = require('node-fetch');

const ALLOWED_IMAGE_HOSTS = ['images.example-cdn.com', 'media.partner-shop.com'];
const MAX_BYTES = 5 * 1024 * 1024;

function isAllowedSource(src) {
  let url;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.port === '' && ALLOWED_IMAGE_HOSTS.includes(url.hostname);
}

async function fetchImage(src) {
  const upstream = await fetch(src, { redirect: 'error', timeout: 5000, size: MAX_BYTES });
  const type = upstream.headers.get('content-type') || '';
  if (!upstream.ok || !type.startsWith('image/')) {
    return null;
  }
  return { type, body: await upstream.buffer() };
}

fastify.get('/img', async (request, reply) => {
  const src = String(request.query.src || '');
  if (!isAllowedSource(src)) {
    return reply.code(403).send({ error: 'image host not allowed' });
  }
  const image = await fetchImage(src);
  if (!image) {
    return reply.code(502).send({ error: 'upstream did not return an image' });
  }
  reply.header('Cache-Control', 'public, max-age=86400');
  reply.type(image.type).send(image.body);
});

fastify.listen({ port: Number(process.env.PORT || 8080), host: '0.0.0.0' });
