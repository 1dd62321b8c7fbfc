// A fabric swatches program of the h68 set (cwe-918-ssrf).
// yurt makers: imports canvas fabric swatch photos from supplier catalogues into the order configurator
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

const SWATCH_DIR = process.env.SWATCH_DIR ?? '/srv/yurt-config/swatches';
const MAX_BYTES = 5 * 1024 * 1024;

const SUPPLIER_HOSTS = new Set([
  'catalogue.baltic-canvas.lv',
  'www.dunmore-textiles.co.uk',
  'shop.feutre-atelier.fr',
]);

const IMAGE_TYPES = new Map([
  ['image/jpeg', '.jpg'],
  ['image/png', '.png'],
  ['image/webp', '.webp'],
]);

const app = Fastify({ logger: true, bodyLimit: 32 * 1024 });

app.post('/swatches/import', async (request, reply) => {
  const { swatchUrl, fabric: { name, colour = 'natural', weightGsm } = {}, supplier: { site } = {} } = request.body ?? {};
  if (!swatchUrl || !name) return reply.code(400).send({ error: 'swatchUrl and fabric.name are required' });

  const supplierHost = URL.canParse(site) ? new URL(site).hostname : null;
  if (!SUPPLIER_HOSTS.has(supplierHost)) {
    return reply.code(422).send({ error: `supplier ${supplierHost ?? site} is not on the approved list` });
  }

  const target = new URL(swatchUrl, site);
  const res = await fetch(target, {
    redirect: 'error',
    headers: { Accept: [...IMAGE_TYPES.keys()].join(', ') },
    signal: AbortSignal.timeout(8_000),
  });
  if (!res.ok) return reply.code(502).send({ error: `supplier answered ${res.status}` });

  const type = res.headers.get('content-type')?.split(';').at(0)?.trim();
  const ext = IMAGE_TYPES.get(type);
  if (!ext) return reply.code(415).send({ error: `not an image: ${type ?? 'unknown'}` });

  const chunks = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) return reply.code(413).send({ error: 'swatch image too large' });
    chunks.push(chunk);
  }
  const image = Buffer.concat(chunks);
  const digest = createHash('sha256').update(image).digest('hex').slice(0, 16);

  await mkdir(SWATCH_DIR, { recursive: true });
  const file = `${digest}${ext}`;
  await writeFile(path.join(SWATCH_DIR, file), image);

  request.log.info({ fabric: name, supplierHost, bytes: size }, 'swatch imported');
  return reply.code(201).send({
    fabric: { name, colour, weightGsm: weightGsm ?? null },
    image: `/swatches/${file}`,
    source: target.href,
  });
});

await app.listen({ port: Number(process.env.PORT ?? 3450), host: '0.0.0.0' });
