// A lap export program of the h72 set (cwe-078-command).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');
const { exec } = require('node:child_process');
const { promisify } = require('node:util');
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

const run = promisify(exec);
const SESSION_DIR = process.env.SESSION_DIR ?? '/var/lib/apexkarts/sessions';

class BabelExport {
  constructor(format, extension, mime) {
    this.format = format;
    this.extension = extension;
    this.mime = mime;
  }

  command(input, output) {
    return `gpsbabel -i gpx -f "${input}" -o ${this.format} -F "${output}"`;
  }
}

class KmlExport extends BabelExport {
  constructor() {
    super('kml,lines=1,points=0', 'kml', 'application/vnd.google-earth.kml+xml');
  }
}

class CsvExport extends BabelExport {
  constructor() {
    super('unicsv', 'csv', 'text/csv');
  }
}

// Anything gpsbabel understands that we have no preset for is passed straight through.
class GenericExport extends BabelExport {
  constructor(format) {
    if (!/^[a-z][a-z0-9_]{1,15}$/.test(format)) {
      throw new RangeError(`unsupported format: ${format}`);
    }
    super(format, 'dat', 'application/octet-stream');
  }
}

const presets = new Map([
  ['kml', () => new KmlExport()],
  ['csv', () => new CsvExport()],
]);

function exporterFor(format) {
  const preset = presets.get(format);
  return preset ? preset() : new GenericExport(format);
}

async function convert(sessionId, exporter) {
  const input = path.join(SESSION_DIR, `${sessionId}.gpx`);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lap-export-'));
  const output = path.join(workDir, `session-${sessionId}.${exporter.extension}`);
  try {
    await run(exporter.command(input, output), { timeout: 20_000 });
    return await fs.readFile(output);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

const router = new Router();

router.post('/sessions/:id/export', async (ctx) => {
  if (!/^\d{1,9}$/.test(ctx.params.id)) ctx.throw(404, 'no such session');
  const format = String(ctx.request.body?.format ?? 'kml').trim();

  let exporter;
  try {
    exporter = exporterFor(format);
  } catch (err) {
    if (err instanceof RangeError) ctx.throw(400, err.message);
    throw err;
  }

  const file = await convert(ctx.params.id, exporter);
  ctx.type = exporter.mime;
  ctx.attachment(`session-${ctx.params.id}.${exporter.extension}`);
  ctx.body = file;
});

router.get('/formats', (ctx) => {
  ctx.body = { presets: [...presets.keys()], passthrough: true };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3300));
