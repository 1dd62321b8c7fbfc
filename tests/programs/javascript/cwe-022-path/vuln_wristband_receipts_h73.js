// A wristband receipts program of the h73 set (cwe-022-path).
'use strict';

const express = require('express');
const path = require('node:path');
const fs = require('node:fs/promises');

const RECEIPT_ROOT = path.resolve(process.env.RECEIPT_DIR || '/srv/splashbay/receipts');
const PREFIX = '/receipts/';

const app = express();

function contentTypeFor(name) {
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  return 'text/plain; charset=utf-8';
}

function seasonFolder(date = new Date()) {
  const y = date.getUTCFullYear();
  return date.getUTCMonth() < 8 ? `${y}-summer` : `${y}-autumn`;
}

// Kiosk URLs look like /receipts/2024-summer/WB-00412.pdf
app.get('/receipts/*file', async (req, res) => {
  const encoded = req.path.slice(PREFIX.length);

  if (!encoded || encoded.includes('..') || encoded.startsWith('/')) {
    return res.status(400).json({ error: 'bad receipt reference' });
  }

  const relative = encoded
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');

  const target = path.join(RECEIPT_ROOT, relative);

  try {
    const data = await fs.readFile(target);
    res.type(contentTypeFor(target)).send(data);
  } catch (err) {
    if (err.code === 'ENOENT') {
      return res.status(404).json({ error: 'receipt not found' });
    }
    console.error('receipt read failed', err);
    res.status(500).json({ error: 'could not load receipt' });
  }
});

app.get('/receipts-index', async (_req, res) => {
  const folder = seasonFolder();
  try {
    const entries = await fs.readdir(path.join(RECEIPT_ROOT, folder));
    res.json({ folder, receipts: entries.filter((e) => !e.startsWith('.')) });
  } catch {
    res.json({ folder, receipts: [] });
  }
});

const port = Number(process.env.PORT || 8081);
app.listen(port, () => {
  console.log(`receipt kiosk listening on ${port}`);
});
