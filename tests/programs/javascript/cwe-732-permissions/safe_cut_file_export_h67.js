// A cut file export program of the h67 set (cwe-732-permissions).
// sail lofts: export panel cut files for a sail to the plotter spool directory
const path = require('node:path');
const fs = require('node:fs/promises');
const Fastify = require('fastify');

const SPOOL_ROOT = process.env.PLOTTER_SPOOL || '/var/spool/loft-plotter';

const exportSchema = {
  params: {
    type: 'object',
    required: ['sailId'],
    properties: { sailId: { type: 'string', pattern: '^S[0-9]{5}$' } },
  },
  body: {
    type: 'object',
    required: ['panels'],
    additionalProperties: false,
    properties: {
      cloth: { type: 'string', enum: ['dacron-8oz', 'dacron-6oz', 'laminate', 'nylon-1.5oz'] },
      panels: {
        type: 'array',
        minItems: 1,
        maxItems: 60,
        items: {
          type: 'object',
          required: ['panelNo', 'outline'],
          properties: {
            panelNo: { type: 'integer', minimum: 1, maximum: 60 },
            outline: {
              type: 'array',
              minItems: 3,
              maxItems: 400,
              items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
            },
          },
        },
      },
    },
  },
};

function toHpgl(panel) {
  const [first, ...rest] = panel.outline.map(([x, y]) => `${Math.round(x * 40)},${Math.round(y * 40)}`);
  return ['IN;', 'SP1;', `PU${first};`, `PD${rest.join(',')},${first};`, 'PU;', 'SP0;'].join('\n');
}

class SpoolWriter {
  constructor(root) {
    this.root = root;
  }

  async write(sailId, cloth, panels) {
    const dir = path.join(this.root, sailId);
    await fs.mkdir(dir, { recursive: true });
    await fs.chmod(dir, 0o750);

    const written = [];
    for (const panel of panels) {
      const file = path.join(dir, `${sailId}-${String(panel.panelNo).padStart(2, '0')}.plt`);
      await fs.writeFile(file, toHpgl(panel), 'ascii');
      await fs.chmod(file, 0o640);
      written.push(path.basename(file));
    }

    const manifest = path.join(dir, 'manifest.json');
    await fs.writeFile(manifest, JSON.stringify({ sailId, cloth, files: written, at: new Date() }, null, 2));
    await fs.chmod(manifest, 0o640);
    return written;
  }
}

function buildServer(spool) {
  const app = Fastify({ logger: true });
  app.decorate('spool', spool);

  app.post('/sails/:sailId/cut-files', { schema: exportSchema }, async (request, reply) => {
    const { sailId } = request.params;
    const { cloth = 'dacron-8oz', panels } = request.body;
    const files = await app.spool.write(sailId, cloth, panels);
    reply.code(201);
    return { sailId, files };
  });

  return app;
}

if (require.main === module) {
  buildServer(new SpoolWriter(SPOOL_ROOT))
    .listen({ port: Number(process.env.PORT) || 3000 })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { buildServer, SpoolWriter };
