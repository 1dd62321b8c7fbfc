// A water meter readings program of the h60 set (cwe-611-xxe).
'use strict';

const libxmljs = require('libxmljs2');
const fastify = require('fastify')({ logger: true, bodyLimit: 5 * 1024 * 1024 });

// Handheld meter-reading terminals upload the day's walk route as XML:
//   <route district="D14"><reading meter="WM-0048213" at="...">1043.27</reading>...</route>
// The utility stores consumption and flags readings lower than the last one.
const lastReadings = new Map();

const PARSE_OPTIONS = { noent: false, dtdload: false, nonet: true, noblanks: true };

fastify.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (req, body, done) => {
  try {
    done(null, libxmljs.parseXml(body, PARSE_OPTIONS));
  } catch (err) {
    err.statusCode = 400;
    done(err, undefined);
  }
});

const toReading = (node) => ({
  meter: node.attr('meter')?.value() ?? '',
  at: node.attr('at')?.value() ?? null,
  value: Number.parseFloat(node.text()),
  raw: node.text().trim(),
});

const classify = (reading) => {
  const previous = lastReadings.get(reading.meter);
  if (!Number.isFinite(reading.value)) return { ...reading, status: 'unreadable' };
  if (previous !== undefined && reading.value < previous) return { ...reading, status: 'rollback-suspected' };
  return { ...reading, status: 'ok', consumption: previous === undefined ? null : Math.round((reading.value - previous) * 1000) / 1000 };
};

fastify.post('/routes/upload', async (request, reply) => {
  const doc = request.body;
  const root = doc.root();
  if (!root || root.name() !== 'route') {
    return reply.code(422).send({ error: 'expected a <route> document' });
  }

  const district = root.attr('district')?.value() ?? 'unknown';
  const results = root.find('reading').map(toReading).map(classify);

  results
    .filter((r) => r.status === 'ok')
    .forEach((r) => lastReadings.set(r.meter, r.value));

  const problems = results.filter((r) => r.status !== 'ok');
  return {
    district,
    accepted: results.length - problems.length,
    problems: problems.map(({ meter, raw, status }) => ({ meter, raw, status })),
  };
});

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
