// A lot code search program of the h70 set (cwe-1333-redos).
import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';

const app = Fastify({ logger: true });

const LOTS = JSON.parse(await readFile(process.env.LOTS_FILE ?? '/srv/harvest/lots.json', 'utf8'));

const SEARCHABLE = ['lotCode', 'species', 'beach', 'dryer', 'buyer'];
const MAX_TERM = 64;

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const toMatcher = ([field, term]) => {
  const literal = escapeRegExp(term.slice(0, MAX_TERM));
  const pattern = new RegExp(literal, 'i');
  return (lot) => pattern.test(String(lot[field] ?? ''));
};

// ?lotCode=NC-24&species=dulse  or  ?q=lotCode:NC-24,species:kelp
const termsFrom = ({ q = '', ...fields }) => [
  ...Object.entries(fields),
  ...String(q)
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split(':')),
];

const moistureBand = ({ moisturePct }) =>
  moisturePct <= 12 ? 'ok' : moisturePct <= 15 ? 'watch' : 'reject';

app.get('/lots', async (request, reply) => {
  const matchers = termsFrom(request.query)
    .filter(([field, term]) => SEARCHABLE.includes(field) && typeof term === 'string' && term !== '')
    .map(toMatcher);

  if (matchers.length === 0) {
    return reply.code(400).send({ error: `search by one of ${SEARCHABLE.join(', ')}` });
  }

  const found = LOTS.filter((lot) => matchers.every((match) => match(lot)));
  return {
    count: found.length,
    lots: found.map(({ lotCode, species, beach, harvested, moisturePct, buyer }) => ({
      lotCode,
      species,
      beach,
      harvested,
      buyer,
      moisture: moistureBand({ moisturePct }),
    })),
  };
});

app.get('/lots/:lotCode/trace', async (request, reply) => {
  const lot = LOTS.find(({ lotCode }) => lotCode === request.params.lotCode);
  if (!lot) return reply.code(404).send({ error: 'no such lot' });
  const { steps = [] } = lot;
  return steps.map(({ stage, at, by }, i) => ({ step: i + 1, stage, at, by }));
});

await app.listen({ port: Number(process.env.PORT ?? 3020), host: '0.0.0.0' });
