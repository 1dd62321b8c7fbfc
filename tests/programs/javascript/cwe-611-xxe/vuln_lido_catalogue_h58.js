// lido catalogue (h58 set)
'use strict';

const fastify = require('fastify')({ logger: true, bodyLimit: 2 * 1024 * 1024 });
const libxmljs = require('libxmljs2');

const LIDO_NS = { lido: process.env.LIDO_NAMESPACE || 'urn:lido:schema:1.0' };

fastify.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (request, body, done) => {
  try {
    done(null, libxmljs.parseXmlString(body, { noent: true, dtdload: true, noblanks: true }));
  } catch (err) {
    err.statusCode = 400;
    done(err, undefined);
  }
});

const first = (node, path) => node.get(path, LIDO_NS)?.text()?.trim() || null;

const toRecord = (el) => ({
  recordId: first(el, './/lido:lidoRecID'),
  title: first(el, './/lido:titleSet/lido:appellationValue'),
  maker: first(el, './/lido:actorInRole//lido:nameActorSet/lido:appellationValue'),
  date: first(el, './/lido:eventDate/lido:displayDate'),
  objectType: first(el, './/lido:objectWorkType/lido:term'),
});

const complete = (r) => Boolean(r.recordId && r.title);

const catalogue = new Map();

fastify.post('/catalogue/import', async (request, reply) => {
  const records = request.body.find('//lido:lido', LIDO_NS).map(toRecord);
  const [accepted, rejected] = records.reduce(
    ([ok, bad], r) => (complete(r) ? [[...ok, r], bad] : [ok, [...bad, r]]),
    [[], []]
  );
  accepted.forEach((r) => catalogue.set(r.recordId, r));
  reply.code(accepted.length ? 201 : 422);
  return { imported: accepted.length, rejected: rejected.length, sample: accepted.slice(0, 3) };
});

fastify.get('/catalogue/:recordId', async (request, reply) => {
  const record = catalogue.get(request.params.recordId);
  if (!record) return reply.code(404).send({ error: 'not found' });
  return record;
});

fastify.listen({ port: Number(process.env.PORT) || 3000 }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
