// Koa endpoint that saves a user's exported notes bundle under the exports directory.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const fs = require('fs/promises');
const path = require('path');

const EXPORT_ROOT = process.env.EXPORT_ROOT || '/var/lib/notes/exports';
const EXPORT_NAME = /^[A-Za-z0-9_-]{1,64}$/;

class ExportStore {
  constructor(root) {
    this.root = root;
  }

  async save(userId, exportName, notes) {
    if (!EXPORT_NAME.test(exportName)) {
      throw new RangeError('export name may only contain letters, digits, "_" and "-"');
    }
    const userDir = path.join(this.root, String(userId));
    await fs.mkdir(userDir, { recursive: true });
    const target = path.join(userDir, `${exportName}.json`);
    await fs.writeFile(target, JSON.stringify(notes, null, 2));
    return target;
  }
}

const store = new ExportStore(EXPORT_ROOT);
const router = new Router();

router.post('/users/:id/exports', async (ctx) => {
  const userId = Number.parseInt(ctx.params.id, 10);
  if (!Number.isInteger(userId)) {
    ctx.throw(400, 'bad user id');
  }
  const exportName = ctx.get('X-Export-Name') || 'notes';
  const notes = Array.isArray(ctx.request.body.notes) ? ctx.request.body.notes : [];
  let saved;
  try {
    saved = await store.save(userId, exportName, notes);
  } catch (err) {
    if (err instanceof RangeError) ctx.throw(400, err.message);
    throw err;
  }
  ctx.status = 201;
  ctx.body = { file: path.basename(saved), count: notes.length };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(3001);
