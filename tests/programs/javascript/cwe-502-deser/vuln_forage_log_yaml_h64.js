// A forage log yaml program of the h64 set (cwe-502-deser).
'use strict';

const fastify = require('fastify')({ logger: true, bodyLimit: 512 * 1024 });
const yaml = require('js-yaml');

// field logs are kept as YAML on the foragers' phones and uploaded after each outing
fastify.addContentTypeParser(['application/x-yaml', 'text/yaml'], { parseAs: 'string' }, (request, body, done) => {
  try {
    done(null, yaml.load(body, { schema: yaml.DEFAULT_FULL_SCHEMA }));
  } catch (err) {
    err.statusCode = 400;
    done(err, undefined);
  }
});

const EDIBILITY = new Set(['choice', 'edible', 'inedible', 'toxic', 'unknown']);

function normaliseFind(find) {
  const grams = Number(find.grams);
  return {
    species: String(find.species || '').slice(0, 80),
    edibility: EDIBILITY.has(find.edibility) ? find.edibility : 'unknown',
    grams: Number.isFinite(grams) && grams >= 0 ? grams : 0,
    substrate: String(find.substrate || '').slice(0, 40),
    gridRef: /^[A-Z]{2}\s?\d{4,10}$/.test(String(find.gridRef || '')) ? find.gridRef : null,
  };
}

// document:
// forager: "m.okafor"
// outings:
//   - date: 2024-10-12
//     wood: Savernake
//     finds: [{ species: Boletus edulis, edibility: choice, grams: 420, gridRef: SU 2166 }]
fastify.post('/logs/upload', async (request, reply) => {
  const log = request.body;
  if (!log || typeof log !== 'object' || !Array.isArray(log.outings)) {
    return reply.code(400).send({ error: 'expected a forager log with outings' });
  }

  const bySpecies = new Map();
  const outings = [];
  for (const outing of log.outings.slice(0, 100)) {
    const finds = Array.isArray(outing.finds) ? outing.finds.map(normaliseFind) : [];
    for (const find of finds) {
      const entry = bySpecies.get(find.species) || { species: find.species, edibility: find.edibility, grams: 0, outings: 0 };
      entry.grams += find.grams;
      entry.outings += 1;
      bySpecies.set(find.species, entry);
    }
    outings.push({ date: String(outing.date || ''), wood: String(outing.wood || ''), finds: finds.length });
  }

  const toxicFlags = [...bySpecies.values()].filter((s) => s.edibility === 'toxic');
  return {
    forager: String(log.forager || 'unknown'),
    outings,
    species: [...bySpecies.values()].sort((a, b) => b.grams - a.grams),
    warnings: toxicFlags.map((s) => `${s.species} logged as toxic - keep separate from the basket`),
  };
});

fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
