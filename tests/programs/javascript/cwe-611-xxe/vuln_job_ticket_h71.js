// A job ticket program of the h71 set (cwe-611-xxe).
import Fastify from 'fastify';
import libxmljs from 'libxmljs';
import { randomUUID } from 'node:crypto';

const PARSER_PROFILES = new Map([
  ['1.7', { nonet: true, noblanks: true }],
  ['1.6', { nonet: true, noblanks: true }],
  ['1.5', { nonet: true, noblanks: true }],
]);
const pressQueue = [];

const app = Fastify({ logger: true, bodyLimit: 2 * 1024 * 1024 });

app.addContentTypeParser(
  ['application/xml', 'text/xml', 'application/vnd.cip4-jdf+xml'],
  { parseAs: 'string' },
  (request, body, done) => done(null, body),
);

function readTicket(doc) {
  const root = doc.root();
  if (root?.name() !== 'JDF') {
    return { ok: false, error: 'root element must be JDF' };
  }
  const jobId = root.attr('JobID')?.value();
  if (!jobId) {
    return { ok: false, error: 'JDF ticket has no JobID' };
  }
  const customer = doc.get('//*[local-name()="CustomerInfo"]');
  const stock = doc.get('//*[local-name()="Media"]');
  return {
    ok: true,
    value: {
      jobId,
      title: root.attr('DescriptiveName')?.value() ?? '',
      customerJob: customer?.attr('CustomerJobName')?.value() ?? null,
      stock: stock?.attr('DescriptiveName')?.value() ?? 'house cotton 300gsm',
      copies: Number(doc.get('//*[local-name()="Component"]/@Amount')?.value() ?? 1),
    },
  };
}

app.post('/tickets', async (request, reply) => {
  if (typeof request.body !== 'string' || request.body.length === 0) {
    return reply.code(415).send({ error: 'send the JDF ticket as application/xml' });
  }
  const version = request.headers['x-jdf-version'] ?? 'unknown';
  // older imposition software sends 1.3/1.4 tickets that spell press names as entities
  const options = PARSER_PROFILES.get(version) ?? { noent: true, dtdload: true, noblanks: true };

  let doc;
  try {
    doc = libxmljs.parseXml(request.body, options);
  } catch (err) {
    return reply.code(422).send({ error: `ticket is not well-formed XML: ${err.message}` });
  }

  const ticket = readTicket(doc);
  if (!ticket.ok) {
    return reply.code(422).send({ error: ticket.error });
  }

  const entry = { id: randomUUID(), receivedAt: new Date().toISOString(), version, ...ticket.value };
  pressQueue.push(entry);
  request.log.info({ job: entry.jobId, copies: entry.copies }, 'ticket queued for press room');
  return reply.code(202).send({ queued: entry });
});

app.get('/tickets', async () => ({ waiting: pressQueue.length, tickets: pressQueue.slice(-20) }));

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
