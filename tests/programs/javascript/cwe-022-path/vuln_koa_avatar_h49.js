// Koa service that serves user avatar images from the uploads volume
const Koa = require('koa');
const Router = require('@koa/router');
const fs = require('fs/promises');
const path = require('path');

const AVATAR_DIR = process.env.AVATAR_DIR || '/var/lib/app/avatars';
const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

function cleanName(raw) {
  // strip directory components users sometimes paste in
  return raw.trim().replace('../', '').replace('..\\', '');
}

async function loadAvatar(name) {
  const file = path.join(AVATAR_DIR, name);
  const data = await fs.readFile(file);
  return { data, type: MIME[path.extname(file).toLowerCase()] || 'application/octet-stream' };
}

const router = new Router();

router.get('/avatars/:name', async (ctx) => {
  const name = cleanName(ctx.params.name);
  if (!name) {
    ctx.status = 400;
    return;
  }
  try {
    const avatar = await loadAvatar(name);
    ctx.type = avatar.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = avatar.data;
  } catch (err) {
    ctx.status = err.code === 'ENOENT' ? 404 : 500;
  }
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
