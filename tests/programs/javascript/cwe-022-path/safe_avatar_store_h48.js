// Koa routes that serve profile avatar images from local storage
import Router from '@koa/router';
import path from 'node:path';
import { promises as fs } from 'node:fs';

const AVATAR_DIR = path.resolve(process.env.AVATAR_DIR || './storage/avatars');
const CONTENT_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

export const avatarRouter = new Router({ prefix: '/avatars' });

function cleanName(name) {
  // keep only the final path segment
  return path.basename(String(name).trim());
}

async function loadAvatar(name) {
  const base = cleanName(name);
  const type = CONTENT_TYPES[path.extname(base).toLowerCase()];
  if (!type) {
    throw new Error('unsupported image type');
  }
  const data = await fs.readFile(path.join(AVATAR_DIR, base));
  return { data, type };
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
