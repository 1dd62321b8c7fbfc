// Fastify image proxy that fetches a picture from the CDN and relays it to the browser.
const fastify = require('fastify')({ logger: true });
const { request } = require('undici');

const CDN_BASE = new URL(process.env.CDN_BASE || 'https://images.example-cdn.com/');

function resolveSource(src) {
  const url = new URL(src, CDN_BASE);
  return url.origin === CDN_BASE.origin ? url : null;
}

fastify.get('/img', async (req, reply) => {
  const src = req.query.src;
  if (typeof src !== 'string' || src.length === 0) {
    return reply.code(400).send({ error: 'src is required' });
  }
  const target = resolveSource(src);
  if (target === null) {
    return reply.code(400).send({ error: 'src must point at the CDN' });
  }
  const upstream = await request(target, { method: 'GET', maxRedirections: 0 });
  if (upstream.statusCode !== 200) {
    await upstream.body.dump();
    return reply.code(502).send({ error: 'upstream error' });
  }
  reply.header('content-type', upstream.headers['content-type'] || 'application/octet-stream');
  reply.header('cache-control', 'public, max-age=3600');
  return reply.send(upstream.body);
});

fastify.listen({ port: Number(process.env.PORT) || 3006 });
