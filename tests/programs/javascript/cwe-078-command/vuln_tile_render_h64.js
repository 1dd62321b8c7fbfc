// A tile render program of the h64 set (cwe-078-command).
'use strict';

const express = require('express');
const path = require('path');
const crypto = require('crypto');
const { promisify } = require('util');
const { exec } = require('child_process');

const run = promisify(exec);
const app = express();
app.use(express.json({ limit: '256kb' }));

const RASTER_DIR = process.env.RASTER_DIR || '/srv/cartography/rasters';
const SHEET_DIR = process.env.SHEET_DIR || '/srv/cartography/sheets';

const FORMATS = new Map([
  ['png', { driver: 'PNG', ext: 'png' }],
  ['jpeg', { driver: 'JPEG', ext: 'jpg' }],
  ['tiff', { driver: 'GTiff', ext: 'tif' }],
]);

function parseBbox(raw) {
  if (!Array.isArray(raw) || raw.length !== 4) return null;
  const nums = raw.map(Number);
  if (!nums.every(Number.isFinite)) return null;
  const [minX, maxY, maxX, minY] = nums;
  return minX < maxX && minY < maxY ? nums : null;
}

// body: { sheets: [{ bbox: [ulx, uly, lrx, lry], format: 'png', meta: { title: 'Harbour approaches' } }] }
app.post('/atlases/:atlasId/sheets/render', async (req, res) => {
  const atlasId = Number.parseInt(req.params.atlasId, 10);
  if (!Number.isInteger(atlasId) || atlasId <= 0) {
    return res.status(400).json({ error: 'atlas id must be a positive integer' });
  }

  const sheets = Array.isArray(req.body.sheets) ? req.body.sheets.slice(0, 24) : [];
  const source = path.join(RASTER_DIR, `atlas-${atlasId}.tif`);
  const results = [];

  for (const [index, sheet] of sheets.entries()) {
    const bbox = parseBbox(sheet.bbox);
    const format = FORMATS.get(sheet.format || 'png');
    if (!bbox || !format) {
      results.push({ index, error: 'invalid bbox or format' });
      continue;
    }

    const title = (sheet.meta && sheet.meta.title) || `Sheet ${index + 1}`;
    const outFile = path.join(SHEET_DIR, `${atlasId}-${index}-${crypto.randomUUID()}.${format.ext}`);
    const command = `gdal_translate -of ${format.driver} -projwin ${bbox.join(' ')} -mo "TITLE=${title}" ${source} ${outFile}`;

    try {
      await run(command, { timeout: 120000 });
      results.push({ index, file: path.basename(outFile) });
    } catch (err) {
      console.warn(`sheet ${index} of atlas ${atlasId} failed: ${err.message}`);
      results.push({ index, error: 'render failed' });
    }
  }

  res.json({ atlasId, rendered: results.filter((r) => r.file).length, results });
});

app.listen(Number(process.env.PORT) || 3000);
