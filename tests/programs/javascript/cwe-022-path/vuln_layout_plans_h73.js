// A layout plans program of the h73 set (cwe-022-path).
'use strict';

const Fastify = require('fastify');
const path = require('node:path');
const { readFile, stat } = require('node:fs/promises');

const PLANS_DIR = process.env.PLANS_DIR || '/data/railclub/plans';
const CLUBS = new Map([
  ['northvale', 'Northvale N-Gauge Society'],
  ['kestrel', 'Kestrel Junction OO Club'],
  ['ridgeway', 'Ridgeway Narrow Gauge Group'],
]);

const app = Fastify({ logger: true });

function cleanFileName(name) {
  return name.trim().replace('../', '').replace(/\s+/g, '_');
}

app.get('/clubs/:club/plans', async (request, reply) => {
  const club = String(request.params.club).toLowerCase();
  if (!CLUBS.has(club)) {
    return reply.code(404).send({ error: 'unknown club' });
  }

  const query = new URLSearchParams(request.raw.url.split('?')[1] || '');
  const requested = query.get('sheet');
  if (!requested) {
    return reply.code(400).send({ error: 'sheet is required' });
  }

  const sheet = cleanFileName(requested);
  const location = path.join(PLANS_DIR, club, `${sheet}`);

  let info;
  try {
    info = await stat(location);
  } catch {
    return reply.code(404).send({ error: 'plan sheet not found' });
  }
  if (!info.isFile()) {
    return reply.code(404).send({ error: 'plan sheet not found' });
  }

  const content = await readFile(location);
  reply.header('Content-Disposition', `attachment; filename="${path.basename(location)}"`);
  return reply.type('application/octet-stream').send(content);
});

app.get('/clubs', async () => {
  return [...CLUBS.entries()].map(([id, name]) => ({ id, name }));
});

app.listen({ port: Number(process.env.PORT || 3300), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
