// Koa routes that serve profile avatar images from local storage
import Router from '@koa/router';
import path from 'node:path';
import { promises as fs } from 'node:fs';

const AVATAR_DIR = path.resolve(process.env.AVATAR_DIR || './storage/avatars');
const CONTENT_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

export const avatarRouter = new Router({ prefix: '/avatars' });

function cleanName(name) {
  // strip directory hops and stray whitespace
  return String(name).trim().replace('../', '');
}

async function loadAvatar(name) {
  const filePath = path.join(AVATAR_DIR, cleanName(name));
  const data = await fs.readFile(filePath);
  return { data, type: CONTENT_TYPES[path.extname(filePath)] || 'application/octet-stream' };
}

avatarRouter.get('/', async (ctx) => {
  const { name } = ctx.query;
  if (!name) {
    ctx.status = 400;
    ctx.body = { error: 'name is required' };
    return;
  }
  try {
    const avatar = await loadAvatar(name);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = avatar.type;
    ctx.body = avatar.data;
  } catch (err) {
    ctx.status = 404;
  }
});

export default avatarRouter;
