// museum scans (h58 set)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const express = require('express');
const mime = require('mime-types');

const SCAN_ROOT = path.resolve(process.env.SCAN_ROOT || '/var/archive/scans');
const COLLECTIONS = new Set(['paintings', 'manuscripts', 'photographs', 'maps', 'textiles']);

const requireCollection = (req, res, next) =>
  COLLECTIONS.has(req.params.collection) ? next() : res.status(404).json({ error: 'unknown collection' });

const resolveScan = (req, res, next) => {
  const { collection, file } = req.params;
  res.locals.scanPath = path.join(SCAN_ROOT, collection, file);
  next();
};

const statScan = async (req, res, next) => {
  try {
    const stat = await fs.promises.stat(res.locals.scanPath);
    if (!stat.isFile()) return res.sendStatus(404);
    res.locals.size = stat.size;
    return next();
  } catch {
    return res.sendStatus(404);
  }
};

const streamScan = (req, res) => {
  const { scanPath, size } = res.locals;
  res.set({
    'Content-Type': mime.lookup(scanPath) || 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': 'private, max-age=3600',
  });
  fs.createReadStream(scanPath)
    .on('error', () => res.destroy())
    .pipe(res);
};

const listCollection = async (req, res) => {
  const dir = path.join(SCAN_ROOT, req.params.collection);
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  res.json(entries.filter((e) => e.isFile()).map((e) => e.name));
};

const app = express();
const scans = express.Router();

scans.get('/:collection', requireCollection, listCollection);
scans.get('/:collection/:file', requireCollection, resolveScan, statScan, streamScan);

app.use('/scans', scans);
app.listen(Number(process.env.PORT) || 5050);
