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

const stripDots = (segment: string): string => segment.replace('../', '');

const cleanRequest = (r: ExportRequest): ExportRequest =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k, stripDots(v)])
  ) as ExportRequest;

router.get('/timetables/export', async (ctx) => {
  const { route, file } = cleanRequest(pickExport(ctx.query as Record<string, unknown>));
  if (!route || !file) {
    ctx.status = 400;
    ctx.body = { error: 'route and file required' };
    return;
  }
  const full = path.join(EXPORT_DIR, route, file);
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
