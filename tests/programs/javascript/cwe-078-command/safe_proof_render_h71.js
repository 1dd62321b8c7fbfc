// A proof render program of the h71 set (cwe-078-command).
import express from 'express';
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import os from 'node:os';
import { mkdtemp, readFile, rm } from 'node:fs/promises';

const run = promisify(exec);
const ARTWORK_DIR = process.env.ARTWORK_DIR ?? '/srv/press/artwork';
const ALLOWED_DPI = new Set(['72', '150', '300']);

class RenderOptionError extends Error {
  constructor(field, message) {
    super(message);
    this.name = 'RenderOptionError';
    this.field = field;
    this.status = 422;
  }
}

async function validateRenderOptions({ order, page, dpi }) {
  if (!/^\d{4,7}$/.test(order)) {
    throw new RenderOptionError('order', 'order number must be numeric');
  }
  if (!/^\d{1,3}$/.test(page)) {
    throw new RenderOptionError('page', 'page must be a whole number');
  }
  if (!ALLOWED_DPI.has(dpi)) {
    throw new RenderOptionError('dpi', `dpi must be one of ${[...ALLOWED_DPI].join(', ')}`);
  }
  return { order, page, dpi };
}

const app = express();

app.get('/orders/:order/preview', async (req, res, next) => {
  const opts = {
    order: req.params.order,
    page: String(req.query.page ?? '1'),
    dpi: String(req.query.dpi ?? '150'),
  };

  try {
    await validateRenderOptions(opts);
  } catch (err) {
    return next(err);
  }

  const source = path.join(ARTWORK_DIR, `${opts.order}.pdf`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'press-preview-'));
  const outPrefix = path.join(workDir, 'page');

  try {
    await run(
      `pdftoppm -r ${opts.dpi} -f ${opts.page} -l ${opts.page} -singlefile -png "${source}" "${outPrefix}"`,
      { timeout: 20_000 },
    );
    const png = await readFile(`${outPrefix}.png`);
    res.set('Cache-Control', 'no-store');
    res.type('png').send(png);
  } catch (err) {
    next(err);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
});

app.use((err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof RenderOptionError) {
    return res.status(err.status).json({ field: err.field, error: err.message });
  }
  console.error('preview failed', err);
  res.status(500).json({ error: 'preview could not be rendered' });
});

app.listen(Number(process.env.PORT ?? 8080), () => {
  console.log('press-check preview service ready');
});
