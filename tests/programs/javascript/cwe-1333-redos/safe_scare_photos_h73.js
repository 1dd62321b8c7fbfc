// A scare photos program of the h73 set (cwe-1333-redos).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { readFile } = require('node:fs/promises');

const PHOTO_INDEX = process.env.PHOTO_INDEX || '/srv/grimhollow/photos/index.json';
let index = [];
let loadedAt = 0;

async function photoIndex() {
  if (Date.now() - loadedAt > 60_000) {
    index = JSON.parse(await readFile(PHOTO_INDEX, 'utf8'));
    loadedAt = Date.now();
  }
  return index;
}

function wildcardPattern(input) {
  // "the sp*ky crew" -> /^the sp.*ky crew$/i
  const cleaned = input.normalize('NFKC').trim().replace(/\s+/g, ' ').slice(0, 60);
  const parts = cleaned.split('*');
  if (parts.length > 4) {
    throw new Error('too many wildcards');
  }
  const body = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${body}$`, 'i');
}

const router = new Router();

router.get('/photos', async (ctx) => {
  const params = new URLSearchParams(ctx.querystring);
  const group = params.get('group') || '';
  const night = params.get('night') || '';

  if (group.replaceAll('*', '').trim().length < 3) {
    ctx.status = 400;
    ctx.body = { error: 'type at least three letters of your group name' };
    return;
  }

  let pattern;
  try {
    pattern = wildcardPattern(group);
  } catch {
    ctx.status = 400;
    ctx.body = { error: 'could not understand that group name' };
    return;
  }

  const photos = (await photoIndex())
    .filter((p) => (!night || p.night === night) && pattern.test(p.groupName))
    .slice(0, 30)
    .map((p) => ({
      id: p.id,
      group: p.groupName,
      room: p.room,
      takenAt: p.takenAt,
      preview: `/previews/${encodeURIComponent(p.id)}.jpg`,
    }));

  ctx.body = { count: photos.length, photos };
});

const app = new Koa();
app.use(router.routes());
app.listen(Number(process.env.PORT || 6666));
