// Koa route that stores a user's uploaded avatar image in the media directory
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { promises as fs } from 'fs';
import path from 'path';

const MEDIA_DIR = path.resolve('/srv/media/avatars');
const ALLOWED_EXT = new Set(['.png', '.jpg', '.jpeg', '.webp']);

export const router = new Router({ prefix: '/api/avatar' });

function checkExtension(filename) {
  const ext = path.extname(filename).toLowerCase();
  if (!ALLOWED_EXT.has(ext)) {
    throw Object.assign(new Error('unsupported image type'), { status: 415 });
  }
  return ext;
}

function destinationFor(filename) {
  return path.join(MEDIA_DIR, path.basename(filename));
}

router.put('/:filename', koaBody({ multipart: true }), async (ctx) => {
  const upload = ctx.request.files && ctx.request.files.image;
  if (!upload) {
    ctx.throw(400, 'image field missing');
  }
  const requested = ctx.params.filename;
  checkExtension(requested);
  const destination = destinationFor(requested);
  const data = await fs.readFile(upload.filepath);
  await fs.writeFile(destination, data);
  ctx.status = 201;
  ctx.body = { stored: path.basename(destination), bytes: data.length };
});
