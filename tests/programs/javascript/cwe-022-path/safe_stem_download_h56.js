// Koa route streaming individual audio stems of a track to invited collaborators
const Koa = require('koa');
const Router = require('@koa/router');
const fs = require('fs');
const path = require('path');

const STEM_DIR = path.resolve(__dirname, 'stems');
const STEM_FILES = new Map([
  ['vocals', 'vocals.wav'],
  ['drums', 'drums.wav'],
  ['bass', 'bass.wav'],
  ['keys', 'keys.wav'],
]);
const app = new Koa();
const router = new Router();

const pipeline = (...steps) => (input) =>
  steps.reduce((acc, step) => acc.then(step), Promise.resolve(input));

const readParams = (ctx) => ({
  ctx,
  trackId: String(ctx.params.trackId).replace(/[^0-9]/g, ''),
  stem: typeof ctx.query.stem === 'string' ? ctx.query.stem : '',
});

const pickStem = (state) => {
  const fileName = STEM_FILES.get(state.stem);
  if (!fileName) throw new Error('unknown stem');
  return { ...state, fileName };
};

const toFilePath = (state) => ({
  ...state,
  file: path.join(STEM_DIR, state.trackId, state.fileName),
});

const send = async ({ ctx, file }) => {
  await fs.promises.access(file, fs.constants.R_OK);
  ctx.type = 'audio/wav';
  ctx.attachment(path.basename(file));
  ctx.body = fs.createReadStream(file);
};

router.get('/tracks/:trackId/stems', async (ctx) => {
  try {
    await pipeline(readParams, pickStem, toFilePath, send)(ctx);
  } catch (err) {
    ctx.status = 404;
    ctx.body = { error: 'stem not available' };
  }
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(4010);
