// Koa service that returns drone imagery tiles for a farm field map
const Koa = require('koa');
const Router = require('@koa/router');
const fs = require('fs/promises');
const path = require('path');

const config = {
  tileDir: process.env.TILE_DIR || '/srv/agri/tiles',
  port: Number(process.env.PORT || 4100),
};

function cleanTileName(raw) {
  return String(raw || '').replace('../', '');
}

class TileRepository {
  constructor(baseDir) {
    this.baseDir = baseDir;
  }

  async read(fieldId, tileName) {
    const target = path.join(this.baseDir, String(fieldId), tileName);
    return fs.readFile(target);
  }
}

class FieldMapService {
  constructor(repo) {
    this.repo = repo;
  }

  async tile(query) {
    const tileName = cleanTileName(query.tile);
    if (!tileName) return null;
    return this.repo.read(query.fieldId, tileName);
  }
}

const service = new FieldMapService(new TileRepository(config.tileDir));
const router = new Router();

router.get('/fields/:fieldId/tiles', async (ctx) => {
  const fieldId = Number.parseInt(ctx.params.fieldId, 10);
  if (Number.isNaN(fieldId)) {
    ctx.status = 400;
    return;
  }
  const data = await service.tile({ fieldId, tile: ctx.query.tile });
  if (!data) {
    ctx.status = 400;
    return;
  }
  ctx.type = 'image/png';
  ctx.body = data;
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(config.port);
