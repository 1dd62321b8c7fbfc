// A mosaic tiles program of the h64 set (cwe-022-path).
'use strict';

const Koa = require('koa');
const Router = require('koa-router');
const bodyParser = require('koa-bodyparser');
const path = require('path');
const fs = require('fs/promises');

const TILE_ROOT = path.resolve(process.env.TILE_ROOT || '/srv/mosaic/tesserae');

const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

function tilePath(file) {
  if (typeof file !== 'string' || file.length === 0 || file.startsWith('/')) return null;
  return path.join(TILE_ROOT, file);
}

async function loadSwatch(entry) {
  const full = tilePath(entry.file);
  if (!full) return { file: entry.file, error: 'bad file name' };
  const mime = MIME[path.extname(full).toLowerCase()] || 'application/octet-stream';
  try {
    const data = await fs.readFile(full);
    return {
      file: entry.file,
      qty: entry.qty,
      dataUri: `data:${mime};base64,${data.toString('base64')}`,
    };
  } catch (err) {
    return { file: entry.file, error: err.code === 'ENOENT' ? 'missing' : 'unreadable' };
  }
}

const router = new Router();

// body: { panels: [{ name: 'border', tiles: [{ file: 'smalti/gold-03.png', qty: 140 }] }] }
router.post('/commissions/:commissionId/palette-sheet', async (ctx) => {
  const commissionId = Number.parseInt(ctx.params.commissionId, 10);
  if (!Number.isInteger(commissionId) || commissionId <= 0) ctx.throw(400, 'bad commission id');

  const panels = Array.isArray(ctx.request.body.panels) ? ctx.request.body.panels : [];
  const totals = new Map();
  const sheet = [];

  for (const panel of panels.slice(0, 30)) {
    const tiles = Array.isArray(panel.tiles) ? panel.tiles.slice(0, 60) : [];
    const swatches = [];
    for (const tile of tiles) {
      const qty = Number.parseInt(tile.qty, 10) || 0;
      totals.set(tile.file, (totals.get(tile.file) || 0) + qty);
      swatches.push(await loadSwatch({ file: tile.file, qty }));
    }
    sheet.push({ panel: String(panel.name || 'untitled'), swatches });
  }

  ctx.body = {
    commissionId,
    sheet,
    order: [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([file, qty]) => ({ file, qty })),
  };
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '200kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
