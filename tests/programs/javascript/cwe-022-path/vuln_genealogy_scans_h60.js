// A genealogy scans program of the h60 set (cwe-022-path).
'use strict';

const path = require('path');
const fs = require('fs');
const fsp = require('fs/promises');
const Koa = require('koa');
const Router = require('@koa/router');

// Parish registers, census sheets and ship manifests are stored as
// <collection>/<page>.<ext> below the archive scan root.
const SCAN_ROOT = path.resolve(process.env.SCAN_ROOT || '/srv/genealogy/scans');

const MIME_BY_EXT = new Map([
  ['.tif', 'image/tiff'],
  ['.jpg', 'image/jpeg'],
  ['.png', 'image/png'],
  ['.pdf', 'application/pdf'],
]);

const httpError = (status, message) => Object.assign(new Error(message), { status, expose: true });

const hasKnownExtension = (name) => MIME_BY_EXT.has(path.extname(name).toLowerCase());

const resolveScan = (collection, page) =>
  Promise.resolve([collection, page])
    .then((parts) => parts.map((p) => String(p || '').trim()))
    .then(([c, p]) => {
      if (!c || !p) throw httpError(400, 'missing scan reference');
      if (!hasKnownExtension(p)) throw httpError(415, 'unsupported scan format');
      return path.join(SCAN_ROOT, c, p);
    });

const statFile = (full) =>
  fsp
    .stat(full)
    .then((st) => (st.isFile() ? st : null))
    .catch(() => null);

const router = new Router();

router.get('/scans', async (ctx) => {
  const full = await resolveScan(ctx.query.collection, ctx.query.page);
  const stat = await statFile(full);
  if (!stat) ctx.throw(404, 'scan not found');

  ctx.type = MIME_BY_EXT.get(path.extname(full).toLowerCase());
  ctx.length = stat.size;
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.body = fs.createReadStream(full);
});

router.get('/scans/collections', async (ctx) => {
  const entries = await fsp.readdir(SCAN_ROOT, { withFileTypes: true });
  ctx.body = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
});

const app = new Koa();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { error: err.expose ? err.message : 'internal error' };
  }
});

app.use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT || 4100));
