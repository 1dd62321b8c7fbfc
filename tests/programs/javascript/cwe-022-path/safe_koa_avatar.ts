// Koa route that streams a user's uploaded avatar variant from the media volume.
import Koa from 'koa';
import Router from '@koa/router';
import path from 'path';
import { createReadStream, promises as fs } from 'fs';

const MEDIA_ROOT = path.resolve(process.env.MEDIA_ROOT ?? '/srv/media/avatars');
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

function isPlainSegment(value: string): boolean {
  return value.length > 0 && !value.includes('..') && !value.includes('/');
}

const router = new Router();

router.get('/avatars/:userId', async (ctx) => {
  const userId = ctx.params.userId;
  const name = typeof ctx.query.name === 'string' ? ctx.query.name : 'default.png';
  if (!/^\d+$/.test(userId) || !isPlainSegment(name) || path.basename(name) !== name) {
    ctx.status = 400;
    ctx.body = { error: 'invalid avatar reference' };
    return;
  }
  const filePath = path.join(MEDIA_ROOT, userId, name);
  try {
    const stat = await fs.stat(filePath);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.length = stat.size;
  } catch {
    ctx.status = 404;
    return;
  }
  ctx.type = CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream';
  ctx.body = createReadStream(filePath);
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4000));
