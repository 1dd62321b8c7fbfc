// A stoplist import program of the h70 set (cwe-611-xxe).
import Fastify from 'fastify';
import libxmljs from 'libxmljs2';

const app = Fastify({ logger: true, bodyLimit: 512 * 1024 });

app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_req, body, done) =>
  done(null, body),
);

const BASE_PARSE_OPTIONS = { noblanks: true, nocdata: true };
const PARSE_OPTIONS = { ...BASE_PARSE_OPTIONS, noent: false, dtdload: false, nonet: true };

const FAMILIES = new Set(['principal', 'flute', 'string', 'reed', 'mutation', 'mixture']);
const PITCH = /^(32|16|8|4|2 2\/3|2|1 3\/5|1 1\/3|1)'$/;

const text = (node, xpath) => node.get(xpath)?.text().trim() ?? '';

const readStop = (node) => ({
  name: text(node, 'name'),
  pitch: text(node, 'pitch'),
  family: node.attr('family')?.value() ?? 'principal',
  ranks: Number(node.attr('ranks')?.value() ?? 1),
});

const stopIssues = ({ name, pitch, family }) =>
  [
    !name && 'missing name',
    !PITCH.test(pitch) && `odd pitch "${pitch}"`,
    !FAMILIES.has(family) && `unknown family "${family}"`,
  ].filter(Boolean);

const readDivision = (division) => {
  const stops = division.find('stop').map(readStop);
  return {
    division: division.attr('name')?.value() ?? 'Great',
    stops,
    warnings: stops.flatMap((s) => stopIssues(s).map((msg) => `${s.name || '?'}: ${msg}`)),
  };
};

app.post('/jobs/:jobId/stoplist', async (request, reply) => {
  let doc;
  try {
    doc = libxmljs.parseXml(request.body, PARSE_OPTIONS);
  } catch (err) {
    return reply.code(400).send({ error: 'stoplist is not well-formed XML', detail: err.message });
  }

  const divisions = doc.find('//division').map(readDivision);
  const summary = divisions.reduce(
    (acc, { division, stops }) => ({ ...acc, [division]: stops.length }),
    {},
  );

  return {
    jobId: request.params.jobId,
    instrument: text(doc.root(), 'instrument'),
    summary,
    divisions,
  };
});

await app.listen({ port: Number(process.env.PORT ?? 3650), host: '0.0.0.0' });
