// A campground channel import program of the h62 set (cwe-611-xxe).
'use strict';

// Channel managers (the big camping booking portals) push reservation batches as XML.
const fastify = require('fastify')({ logger: true, bodyLimit: 512 * 1024 });
const libxmljs = require('libxmljs');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.CAMPGROUND_DATABASE_URL });

fastify.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (request, body, done) => {
  done(null, body);
});

// The portals' feeds declare the entities for site types in their DTD.
const PARSE_OPTIONS = { noent: true, dtdload: true, nocdata: true };

const parseBatch = (xml) => {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const channel = doc.root().attr('channel');
  return {
    channel: channel ? channel.value() : 'unknown',
    reservations: doc.find('//reservation').map((node) => ({
      externalId: node.attr('id') ? node.attr('id').value() : null,
      site: node.get('site') ? node.get('site').text().trim() : null,
      guest: node.get('guest') ? node.get('guest').text().trim() : null,
      arrive: node.get('arrive') ? node.get('arrive').text().trim() : null,
      nights: Number(node.get('nights') ? node.get('nights').text() : 0),
    })),
  };
};

const isComplete = (r) =>
  r.externalId && r.site && r.guest && /^\d{4}-\d{2}-\d{2}$/.test(r.arrive || '') && r.nights > 0 && r.nights < 30;

const saveAll = (channel, reservations) =>
  Promise.all(
    reservations.map((r) =>
      pool.query(
        `INSERT INTO reservations (channel, external_id, site_code, guest_name, arrive_on, nights)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (channel, external_id) DO UPDATE
           SET site_code = EXCLUDED.site_code, arrive_on = EXCLUDED.arrive_on, nights = EXCLUDED.nights`,
        [channel, r.externalId, r.site, r.guest, r.arrive, r.nights]
      )
    )
  );

fastify.post('/channels/reservations', async (request, reply) => {
  let batch;
  try {
    batch = parseBatch(request.body);
  } catch (err) {
    return reply.code(400).send({ error: 'reservation batch is not well-formed XML' });
  }
  const [good, bad] = batch.reservations.reduce(
    ([ok, rejected], r) => (isComplete(r) ? [[...ok, r], rejected] : [ok, [...rejected, r]]),
    [[], []]
  );
  await saveAll(batch.channel, good);
  return reply.send({
    channel: batch.channel,
    accepted: good.length,
    rejected: bad.map((r) => ({ id: r.externalId, guest: r.guest, site: r.site })),
  });
});

fastify.listen({ port: Number(process.env.PORT) || 3011, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
