// Koa handler that renders a thumbnail of an uploaded image with ImageMagick.
const Koa = require('koa');
const Router = require('@koa/router');
const { execSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const UPLOAD_DIR = process.env.UPLOAD_DIR || '/data/uploads';
const THUMB_DIR = process.env.THUMB_DIR || '/data/thumbs';

function thumbnailSize(requested) {
  switch (requested) {
    case 'small':
      return '64x64';
    case 'large':
      return '512x512';
    case undefined:
    case 'medium':
      return '128x128';
    default:
      return null;
  }
}

function renderThumbnail(imageId, size) {
  const source = path.join(UPLOAD_DIR, `${imageId}.png`);
  const output = path.join(THUMB_DIR, `${imageId}-${crypto.randomUUID()}.png`);
  execSync(`convert ${source} -resize ${size} ${output}`, { timeout: 15000 });
  return output;
}

const router = new Router();

router.get('/images/:id/thumbnail', async (ctx) => {
  const imageId = ctx.params.id;
  if (!/^[0-9a-f]{24}$/.test(imageId)) {
    ctx.throw(400, 'bad image id');
  }
  const size = thumbnailSize(ctx.query.size);
  if (size === null) {
    ctx.throw(400, 'size must be small, medium or large');
  }
  const file = renderThumbnail(imageId, size);
  ctx.type = 'image/png';
  ctx.body = fs.createReadStream(file);
});

const app = new Koa();
app.use(router.routes());
app.listen(3002);
