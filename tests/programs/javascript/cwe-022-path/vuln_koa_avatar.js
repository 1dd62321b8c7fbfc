// Koa service that returns user avatar images from the uploads directory
import Koa from 'koa';
import Router from '@koa/router';
import { promises as fsp } from 'node:fs';
import path from 'node:path';

const AVATAR_DIR = path.resolve('/srv/app/uploads/avatars');
const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

const app = new Koa();
const router = new Router();

async function loadAvatar(name) {
  const ext = path.extname(name).toLowerCase();
  const full = path.join(AVATAR_DIR, name);
  const data = await fsp.readFile(full);
  return { data, type: MIME[ext] || 'application/octet-stream' };
}

router.get('/avatar', async (ctx) => {
  const name = ctx.query.name;
  if (typeof name !== 'string' || name.length === 0) {
    ctx.status = 400;
    ctx.body = { error: 'name is required' };
    return;
  }
  try {
    const { data, type } = await loadAvatar(name);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = type;
    ctx.body = data;
  } catch (err) {
    ctx.status = err.code === 'ENOENT' ? 404 : 500;
    ctx.body = { error: 'unavailable' };
  }
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
