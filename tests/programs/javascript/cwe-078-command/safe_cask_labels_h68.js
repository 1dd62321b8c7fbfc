// A cask labels program of the h68 set (cwe-078-command).
// distilleries: prints cask and bottling labels on the bonded warehouse label printers
import Fastify from 'fastify';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = promisify(execFile);
const PRINTER_NAME = /^[A-Za-z0-9_-]{1,32}$/;

const renderZpl = ({ caskId, spirit, filledOn, abv }) =>
  [
    '^XA',
    `^FO40,40^A0N,48,48^FD${spirit}^FS`,
    `^FO40,110^A0N,32,32^FDCask ${caskId}^FS`,
    `^FO40,160^A0N,28,28^FDFilled ${filledOn}  ${abv}% ABV^FS`,
    `^FO40,220^BQN,2,6^FDQA,${caskId}^FS`,
    '^XZ',
  ].join('\n');

const renderText = ({ caskId, spirit, filledOn, abv }) =>
  `${spirit}\nCask ${caskId}\nFilled ${filledOn}\n${abv}% ABV\n`;

const app = Fastify({ logger: true });

app.post('/labels/print', async (request, reply) => {
  const {
    cask = {},
    printer: { name: printerName = 'warehouse-1', format = 'zpl', copies = 1 } = {},
  } = request.body ?? {};
  const {
    caskId,
    spirit = 'New Make Spirit',
    filledOn = new Date().toISOString().slice(0, 10),
    abv = 63.5,
  } = cask;
  if (!caskId) return reply.code(400).send({ error: 'caskId required' });

  let payload;
  let options;
  switch (format) {
    case 'zpl': {
      if (!PRINTER_NAME.test(printerName)) return reply.code(400).send({ error: 'unknown printer' });
      payload = renderZpl({ caskId, spirit, filledOn, abv });
      options = ['-o', 'raw'];
      break;
    }
    case 'text':
      payload = renderText({ caskId, spirit, filledOn, abv });
      options = ['-o', 'cpi=12'];
      break;
    default:
      return reply.code(400).send({ error: `unsupported format ${format}` });
  }

  const n = Math.min(Math.max(Number.parseInt(copies, 10) || 1, 1), 50);
  const dir = await mkdtemp(path.join(tmpdir(), 'label-'));
  const file = path.join(dir, `${String(caskId).replace(/[^\w-]/g, '')}.${format}`);
  try {
    await writeFile(file, payload);
    const { stdout } = await run('lp', ['-d', String(printerName), '-n', String(n), ...options, file]);
    const jobId = stdout.match(/request id is (\S+)/)?.[1] ?? null;
    request.log.info({ jobId, caskId, printerName }, 'label queued');
    return { jobId, printer: printerName, copies: n };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

app.get('/labels/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3100), host: '0.0.0.0' });
