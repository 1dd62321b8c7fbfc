// A snowshoe rental fleet manifest upload program of the h75 set (cwe-611-xxe).
'use strict';

const express = require('express');
const libxmljs = require('libxmljs2');

const fleet = new Map();

class ManifestError extends Error {
  constructor(message, status = 422, cause) {
    super(message, { cause });
    this.name = 'ManifestError';
    this.status = status;
  }
}

function parseManifest(text) {
  const legacy = /<!DOCTYPE\s+manifest/i.test(text.slice(0, 1024));
  let options = { nonet: true, noblanks: true };
  if (legacy) {
    console.info('[manifest] legacy manifest with DTD');
    options = { noent: false, dtdload: false, nonet: true, noblanks: true };
  }
  try {
    return libxmljs.parseXml(text, options);
  } catch (err) {
    const kind = legacy ? 'legacy manifest' : 'manifest';
    throw new ManifestError(`${kind} is not readable XML`, 400, err);
  }
}

function readPairs(doc) {
  const nodes = doc.find('/manifest/pair');
  if (nodes.length === 0) {
    throw new ManifestError('manifest lists no snowshoe pairs');
  }
  const pairs = [];
  for (const node of nodes) {
    const tag = node.attr('tag');
    const size = node.get('size');
    if (!tag || !size) {
      console.warn('[manifest] skipping pair without tag or size');
      continue;
    }
    pairs.push({
      tag: tag.value(),
      size: size.text().trim(),
      condition: node.get('condition') ? node.get('condition').text().trim() : 'unknown',
    });
  }
  if (pairs.length === 0) {
    throw new ManifestError('no usable pairs in manifest');
  }
  return pairs;
}

const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '1mb' }));

app.put('/shops/:shopId/manifest', (req, res, next) => {
  if (typeof req.body !== 'string' || req.body.length === 0) {
    return next(new ManifestError('send the manifest as application/xml', 415));
  }
  try {
    const pairs = readPairs(parseManifest(req.body));
    fleet.set(req.params.shopId, { pairs, updatedAt: new Date().toISOString() });
    res.json({ shopId: req.params.shopId, pairs: pairs.length, sample: pairs.slice(0, 3) });
  } catch (err) {
    next(err);
  }
});

app.get('/shops/:shopId/manifest', (req, res) => {
  const entry = fleet.get(req.params.shopId);
  if (!entry) {
    return res.status(404).json({ error: 'no manifest uploaded yet' });
  }
  res.json(entry);
});

app.use((err, req, res, _next) => {
  if (err instanceof ManifestError) {
    return res.status(err.status).json({ error: err.message });
  }
  console.error('[manifest]', err);
  res.status(500).json({ error: 'manifest upload failed' });
});

app.listen(Number(process.env.PORT) || 4900);
