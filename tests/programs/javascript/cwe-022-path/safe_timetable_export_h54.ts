// Koa service that streams published timetable CSV exports for a transit route
import Koa from 'koa';
import Router from '@koa/router';
import { createReadStream, promises as fsp } from 'fs';
import path from 'path';

const EXPORT_DIR = path.resolve('/var/transit/exports');
const app = new Koa();
const router = new Router();

type ExportRequest = { route: string; file: string };

const pickExport = (q: Record<string, unknown>): ExportRequest => ({
  route: String(q.route ?? ''),
  file: String(q.file ?? 'weekday.csv'),
});

const ROUTE_ID = /^[A-Za-z0-9_-]{1,32}$/;
const EXPORT_FILE = /^[A-Za-z0-9_-]{1,64}\.(csv|txt)$/;

const isWellFormed = (r: ExportRequest): boolean =>
  ROUTE_ID.test(r.route) && EXPORT_FILE.test(r.file);

router.get('/timetables/export', async (ctx) => {
  const request = pickExport(ctx.query as Record<string, unknown>);
  if (!isWellFormed(request)) {
    ctx.status = 400;
    ctx.body = { error: 'route and file required' };
    return;
  }
  const full = path.join(EXPORT_DIR, request.route, request.file);
  try {
    await fsp.access(full);
  } catch {
    ctx.status = 404;
    return;
  }
  ctx.type = path.extname(full) === '.csv' ? 'text/csv' : 'text/plain';
  ctx.attachment(path.basename(full));
  ctx.body = createReadStream(full);
});

app.use(router.routes()).use(router.allowedMethods());

export default app;
