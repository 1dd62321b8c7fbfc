// A exhibit attachment program of the h71 set (cwe-022-path).
import Koa from 'koa';
import Router from '@koa/router';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

const ATTACHMENT_ROOT = path.resolve(process.env.ATTACHMENT_ROOT ?? '/var/lib/millmuseum/attachments');
const VARIANTS = new Set(['thumb', 'web', 'full']);
const EXHIBIT_ID = /^\d{1,6}$/;
const FILE_NAME = /^[\w.-]+$/;

const MIME = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

function parseAttachmentRequest(params, query) {
  const { exhibitId } = params;
  if (!EXHIBIT_ID.test(exhibitId)) {
    return { ok: false, status: 404, error: 'unknown exhibit' };
  }
  const variant = query.variant ?? 'web';
  if (!VARIANTS.has(variant)) {
    return { ok: false, status: 400, error: `variant must be one of ${[...VARIANTS].join(', ')}` };
  }
  const file = path.basename(String(query.file ?? ''));
  if (!FILE_NAME.test(file)) {
    return { ok: false, status: 400, error: 'file name not recognised' };
  }
  return { ok: true, value: { exhibitId, variant, file } };
}

const app = new Koa();
const router = new Router();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { error: ctx.status < 500 ? err.message : 'internal error' };
    if (ctx.status >= 500) ctx.app.emit('error', err, ctx);
  }
});

router.get('/exhibits/:exhibitId/attachments', async (ctx) => {
  const parsed = parseAttachmentRequest(ctx.params, ctx.query);
  if (!parsed.ok) ctx.throw(parsed.status, parsed.error);

  const { exhibitId, variant } = parsed.value;
  const { file } = ctx.query;
  const fullPath = path.join(ATTACHMENT_ROOT, exhibitId, variant, file);

  let info;
  try {
    info = await stat(fullPath);
  } catch (err) {
    if (err.code === 'ENOENT') ctx.throw(404, 'attachment not found');
    throw err;
  }
  if (!info.isFile()) ctx.throw(404, 'attachment not found');

  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.type = MIME[path.extname(fullPath).toLowerCase()] ?? 'application/octet-stream';
  ctx.length = info.size;
  ctx.body = createReadStream(fullPath);
});

app.use(router.routes()).use(router.allowedMethods());

app.on('error', (err) => {
  console.error('attachment service error', err);
});

app.listen(Number(process.env.PORT ?? 4100));
