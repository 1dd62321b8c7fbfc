// A small origami studio pattern sheet download program of the h76 set (cwe-022-path).
'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');
const morgan = require('morgan');

const STORAGE_ROOT = path.resolve(process.env.PATTERN_ROOT || '/srv/origami/patterns');

const MIME_BY_EXT = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
};

function resolveWithin(baseDir, name) {
  const full = path.resolve(baseDir, name);
  if (!full.startsWith(baseDir + path.sep)) {
    return null;
  }
  return full;
}

// kind of sheet -> resolver used to turn a requested name into a file on disk
const RESOLVERS = {
  crease: resolveWithin,
  diagram: resolveWithin,
  video: resolveWithin,
};

class PatternLibrary {
  constructor(root, resolvers) {
    this.root = root;
    this.resolvers = resolvers;
  }

  kinds() {
    return Object.keys(this.resolvers);
  }

  locate(kind, name) {
    const resolver = this.resolvers[kind];
    if (!resolver || typeof name !== 'string' || name.length === 0) {
      return null;
    }
    return resolver(path.join(this.root, kind), name);
  }

  async list(kind) {
    if (!this.resolvers[kind]) {
      return [];
    }
    const entries = await fs.promises.readdir(path.join(this.root, kind));
    return entries.filter((e) => MIME_BY_EXT[path.extname(e).toLowerCase()]);
  }
}

const library = new PatternLibrary(STORAGE_ROOT, RESOLVERS);
const app = express();
app.use(morgan('combined'));

app.get('/patterns', (req, res) => {
  res.json({ kinds: library.kinds() });
});

app.get('/patterns/:kind', async (req, res, next) => {
  try {
    res.json({ kind: req.params.kind, sheets: await library.list(req.params.kind) });
  } catch (err) {
    next(err);
  }
});

app.get('/patterns/:kind/download', (req, res, next) => {
  const target = library.locate(req.params.kind, req.query.sheet);
  if (!target) {
    return res.status(404).json({ error: 'unknown sheet' });
  }
  const type = MIME_BY_EXT[path.extname(target).toLowerCase()] || 'application/octet-stream';
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${path.basename(target)}"`);
  fs.createReadStream(target)
    .on('error', (err) => (err.code === 'ENOENT' ? res.status(404).end() : next(err)))
    .pipe(res);
});

app.listen(process.env.PORT || 3000, () => {
  console.log(`pattern library serving ${STORAGE_ROOT}`);
});
