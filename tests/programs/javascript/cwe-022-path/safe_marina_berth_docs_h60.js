// A marina berth docs program of the h60 set (cwe-022-path).
import Fastify from 'fastify';
import path from 'node:path';
import { readFile } from 'node:fs/promises';

// Each berth has a folder with its lease, insurance certificate and
// shore-power inspection reports. Berth holders download them from the portal.
const DOCS_ROOT = path.resolve(process.env.BERTH_DOCS_DIR ?? '/var/lib/marina/berth-docs');

const CONTENT_TYPES = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

const guards = [
  (name) => (typeof name === 'string' && name.length > 0) || 'document name required',
  (name) => name.length <= 200 || 'document name too long',
  (name) => Object.hasOwn(CONTENT_TYPES, path.extname(name).toLowerCase()) || 'unsupported document type',
];

const firstFailure = (value) =>
  guards.reduce((failure, guard) => failure ?? (guard(value) === true ? undefined : guard(value)), undefined);

function locateDocument(berthId, name) {
  const candidate = path.resolve(DOCS_ROOT, berthId, name);
  return candidate.startsWith(DOCS_ROOT + path.sep) ? candidate : null;
}

const app = Fastify({ logger: true });

app.get(
  '/berths/:berthId/documents',
  {
    schema: {
      params: {
        type: 'object',
        required: ['berthId'],
        properties: { berthId: { type: 'string', pattern: '^[A-H][0-9]{1,3}$' } },
      },
      querystring: {
        type: 'object',
        required: ['doc'],
        properties: { doc: { type: 'string' } },
      },
    },
  },
  async (request, reply) => {
    const { berthId } = request.params;
    const { doc } = request.query;

    const failure = firstFailure(doc);
    if (failure) return reply.code(400).send({ error: failure });

    const location = locateDocument(berthId, doc);
    if (!location) return reply.code(403).send({ error: 'document outside berth folder' });

    return readFile(location)
      .then((buf) =>
        reply
          .header('Content-Type', CONTENT_TYPES[path.extname(location).toLowerCase()])
          .header('Content-Disposition', `attachment; filename="${path.basename(location)}"`)
          .send(buf),
      )
      .catch((err) =>
        err.code === 'ENOENT'
          ? reply.code(404).send({ error: 'no such document' })
          : reply.code(500).send({ error: 'could not read document' }),
      );
  },
);

await app.listen({ port: Number(process.env.PORT ?? 3000) });
