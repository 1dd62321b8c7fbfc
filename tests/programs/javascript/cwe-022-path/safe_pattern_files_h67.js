// A pattern files program of the h67 set (cwe-022-path).
// stained glass studios: serve cartoon and cutline pattern sheets for a window commission
const path = require('node:path');
const fs = require('node:fs/promises');
const Fastify = require('fastify');

const PATTERN_ROOT = path.resolve(process.env.PATTERN_ROOT || '/srv/studio/patterns');

const CONTENT_TYPES = {
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.dxf': 'application/dxf',
};

const getSheetSchema = {
  params: {
    type: 'object',
    required: ['commissionId'],
    properties: {
      commissionId: { type: 'integer', minimum: 1 },
    },
  },
  querystring: {
    type: 'object',
    required: ['sheet'],
    additionalProperties: false,
    properties: {
      sheet: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[\\w./-]+$' },
      download: { type: 'boolean', default: false },
    },
  },
};

class PatternStore {
  constructor(root) {
    this.root = root;
  }

  async read(commissionId, sheet) {
    const base = path.join(this.root, String(commissionId));
    const full = path.resolve(base, sheet);
    if (!full.startsWith(base + path.sep)) {
      const err = new Error('sheet outside commission folder');
      err.statusCode = 404;
      throw err;
    }
    const data = await fs.readFile(full);
    const ext = path.extname(full).toLowerCase();
    return { data, type: CONTENT_TYPES[ext] || 'application/octet-stream', name: path.basename(full) };
  }

  async list(commissionId) {
    const base = path.join(this.root, String(commissionId));
    const entries = await fs.readdir(base, { withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  }
}

function buildServer(store) {
  const app = Fastify({ logger: true });
  app.decorate('patterns', store);

  app.get('/commissions/:commissionId/sheets', {
    schema: { params: getSheetSchema.params },
  }, async (request) => {
    return { sheets: await app.patterns.list(request.params.commissionId) };
  });

  app.get('/commissions/:commissionId/sheet', { schema: getSheetSchema }, async (request, reply) => {
    const { commissionId } = request.params;
    const { sheet, download } = request.query;
    try {
      const file = await app.patterns.read(commissionId, sheet);
      reply.type(file.type);
      if (download) {
        reply.header('Content-Disposition', `attachment; filename="${file.name}"`);
      }
      return reply.send(file.data);
    } catch (err) {
      if (err.code === 'ENOENT' || err.statusCode === 404) {
        return reply.code(404).send({ error: 'sheet not found' });
      }
      throw err;
    }
  });

  return app;
}

if (require.main === module) {
  buildServer(new PatternStore(PATTERN_ROOT))
    .listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { buildServer, PatternStore };
