// Koa route returning catalogue images for museum exhibits, with a small in-memory cache.
const Koa = require('koa');
const Router = require('@koa/router');
const fs = require('fs/promises');
const path = require('path');

const IMAGE_DIR = path.resolve(__dirname, 'exhibit-images');
const ALLOWED_EXT = new Set(['.jpg', '.jpeg', '.png', '.webp']);

class ImageNameError extends Error {
  constructor(message) {
    super(message);
    this.status = 400;
  }
}

class ExhibitImageService {
  constructor(baseDir) {
    this.baseDir = baseDir;
    this.cache = new Map();
  }

  static cleanName(raw) {
    if (!raw) throw new ImageNameError('missing image name');
    const name = raw.replace('../', '').replace('..\\', '');
    if (!ALLOWED_EXT.has(path.extname(name).toLowerCase())) {
      throw new ImageNameError('unsupported image type');
    }
    return name;
  }

  async load(rawName) {
    const name = ExhibitImageService.cleanName(rawName);
    if (this.cache.has(name)) return this.cache.get(name);
    const data = await fs.readFile(path.join(this.baseDir, name));
    this.cache.set(name, data);
    return data;
  }
}

const service = new ExhibitImageService(IMAGE_DIR);
const router = new Router({ prefix: '/exhibits' });

router.get('/images', async (ctx) => {
  try {
    ctx.body = await service.load(ctx.query.file);
    ctx.type = path.extname(String(ctx.query.file));
  } catch (err) {
    ctx.status = err.status || (err.code === 'ENOENT' ? 404 : 500);
    ctx.body = { error: err.status ? err.message : 'image unavailable' };
  }
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000);
