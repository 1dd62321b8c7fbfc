// A catalog title search program of the h74 set (cwe-1333-redos).
'use strict';

const express = require('express');
const { readFileSync } = require('node:fs');

const CATALOG_FILE = process.env.CATALOG_FILE || '/srv/puzzleworks/catalog.json';
const CHUNK = 250;

// [{ sku, title, artist, pieces, inStock }]
let catalog = JSON.parse(readFileSync(CATALOG_FILE, 'utf8'));

const searchQueue = [];
let scanning = false;

function buildMatcher(query) {
  return new RegExp(query, 'i');
}

// Scan a slice of the catalogue per tick so one big search does not starve the rest.
function scanNextChunk() {
  const job = searchQueue[0];
  if (!job) {
    scanning = false;
    return;
  }
  const end = Math.min(job.offset + CHUNK, catalog.length);
  for (let i = job.offset; i < end; i++) {
    const p = catalog[i];
    if (job.matcher.test(p.title) || job.matcher.test(p.artist)) {
      if (!job.minPieces || p.pieces >= job.minPieces) job.hits.push(p);
      if (job.hits.length >= job.limit) break;
    }
  }
  job.offset = end;
  if (job.offset >= catalog.length || job.hits.length >= job.limit) {
    searchQueue.shift();
    job.resolve(job.hits);
  }
  setImmediate(scanNextChunk);
}

function search(query, { minPieces, limit }) {
  return new Promise((resolve) => {
    searchQueue.push({ matcher: buildMatcher(query), minPieces, limit, offset: 0, hits: [], resolve });
    if (!scanning) {
      scanning = true;
      setImmediate(scanNextChunk);
    }
  });
}

const app = express();

app.get('/search', async (req, res) => {
  const q = String(req.query.q || '').trim();
  if (q.length === 0 || q.length > 100) {
    return res.status(400).json({ error: 'q must be 1-100 characters' });
  }
  const minPieces = Number.parseInt(req.query.minPieces, 10) || 0;
  const limit = Math.min(50, Number.parseInt(req.query.limit, 10) || 24);
  try {
    const hits = await search(q, { minPieces, limit });
    res.json({ q, count: hits.length, results: hits });
  } catch (err) {
    res.status(400).json({ error: 'invalid search' });
  }
});

app.post('/admin/reload', (req, res) => {
  if (!process.env.ADMIN_TOKEN || req.get('x-admin-token') !== process.env.ADMIN_TOKEN) return res.status(403).end();
  catalog = JSON.parse(readFileSync(CATALOG_FILE, 'utf8'));
  res.json({ items: catalog.length });
});

app.listen(Number(process.env.PORT || 3180), () => console.log(`catalogue search over ${catalog.length} puzzles`));
