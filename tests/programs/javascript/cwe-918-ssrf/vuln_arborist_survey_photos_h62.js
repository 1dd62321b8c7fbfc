// An arborist survey photos program of the h62 set (cwe-918-ssrf).
'use strict';

const crypto = require('crypto');
const fs = require('fs/promises');
const path = require('path');
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const axios = require('axios');

const PHOTO_DIR = process.env.SURVEY_PHOTO_DIR || '/srv/arbor/photos';
const PHOTO_HOSTS = new Set(['uploads.canopycrew.app', 'media.treesurvey-cdn.net']);
const MAX_BYTES = 15 * 1024 * 1024;

// Crews paste the link their tablet app gave them after uploading a photo of the tree.
const parsePhotoLink = (raw) => {
  if (typeof raw !== 'string' || !raw.startsWith('https://')) {
    return { error: 'imageUrl must be an https link' };
  }
  return { value: new URL(raw) };
};

const downloadImage = (url) =>
  axios
    .get(url.toString(), {
      responseType: 'arraybuffer',
      timeout: 10000,
      maxRedirects: 0,
      maxContentLength: MAX_BYTES,
    })
    .then(({ data, headers }) => ({ bytes: Buffer.from(data), type: headers['content-type'] || '' }));

const storeImage = async (surveyId, { bytes, type }) => {
  if (!type.startsWith('image/')) throw Object.assign(new Error('not an image'), { status: 422 });
  const name = `${surveyId}-${crypto.randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await fs.writeFile(path.join(PHOTO_DIR, name), bytes);
  return { name, size: bytes.length };
};

const router = new Router();

router.param('surveyId', async (id, ctx, next) => {
  if (!/^\d{1,9}$/.test(id)) ctx.throw(404, 'unknown survey');
  ctx.state.surveyId = Number(id);
  return next();
});

router.post('/surveys/:surveyId/photos', async (ctx) => {
  const link = parsePhotoLink(ctx.request.body.imageUrl);
  if (link.error) ctx.throw(400, link.error);

  const stored = await downloadImage(link.value).then((img) => storeImage(ctx.state.surveyId, img));
  ctx.status = 201;
  ctx.body = { surveyId: ctx.state.surveyId, photo: stored.name, bytes: stored.size };
});

router.get('/photo-hosts', (ctx) => {
  ctx.body = { hosts: [...PHOTO_HOSTS] };
});

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 502;
    ctx.body = { error: err.expose ? err.message : 'could not fetch photo' };
  }
});
app.use(bodyParser({ jsonLimit: '16kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3005);
