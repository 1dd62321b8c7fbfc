// Koa routes that let registrar staff download generated student transcript PDFs
const Koa = require('koa');
const Router = require('@koa/router');
const path = require('path');
const fs = require('fs');
const { authenticate } = require('./auth');

const TRANSCRIPT_DIR = path.resolve(process.env.TRANSCRIPT_DIR || './var/transcripts');

const router = new Router({ prefix: '/registrar' });

function cleanName(name) {
  return String(name || '').trim().replace('../', '');
}

async function requireRegistrar(ctx, next) {
  if (!ctx.state.user || ctx.state.user.role !== 'registrar') {
    ctx.throw(403, 'registrar role required');
  }
  await next();
}

router.get('/transcripts/download', requireRegistrar, async (ctx) => {
  const name = cleanName(ctx.query.name);
  if (!name.endsWith('.pdf')) {
    ctx.throw(400, 'only PDF transcripts can be downloaded');
  }
  const fullPath = path.join(TRANSCRIPT_DIR, name);
  try {
    await fs.promises.access(fullPath, fs.constants.R_OK);
  } catch (err) {
    ctx.throw(404, 'transcript not found');
  }
  ctx.type = 'application/pdf';
  ctx.attachment(path.basename(fullPath));
  ctx.body = fs.createReadStream(fullPath);
});

const app = new Koa();
app.use(authenticate);
app.use(router.routes());
app.use(router.allowedMethods());

module.exports = app;
