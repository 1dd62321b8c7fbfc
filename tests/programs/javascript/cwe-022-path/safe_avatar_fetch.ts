// Koa route serving user avatar images from the uploads folder
import Koa from 'koa';
import Router from '@koa/router';
import { createReadStream, promises as fsp } from 'fs';
import path from 'path';

const AVATAR_DIR = path.resolve(process.env.AVATAR_DIR || '/var/app/uploads/avatars');
const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/;

interface AvatarRequest {
  owner: string;
  file: string;
}

function isValidSegment(value: string): boolean {
  return SEGMENT.test(value) && !value.includes('..');
}

function buildAvatarPath(info: AvatarRequest): string | null {
  if (!isValidSegment(info.owner) || !isValidSegment(info.file)) return null;
  const candidate = path.resolve(AVATAR_DIR, info.owner, info.file);
  return candidate.startsWith(AVATAR_DIR + path.sep) ? candidate : null;
}

const router = new Router();

router.get('/avatars/:owner/:file', async (ctx: Koa.Context) => {
  const info: AvatarRequest = { owner: ctx.params.owner, file: ctx.params.file };
  const ext = path.extname(info.file).toLowerCase();
  const target = buildAvatarPath(info);
  if (!target) {
    ctx.status = 400;
    return;
  }
  try {
    await fsp.access(target);
  } catch {
    ctx.status = 404;
    return;
  }
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.type = MIME[ext] || 'application/octet-stream';
  ctx.body = createReadStream(target);
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
