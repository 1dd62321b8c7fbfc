// A marquee media program of the h72 set (cwe-022-path).
'use strict';

const express = require('express');
const path = require('node:path');
const fs = require('node:fs/promises');

class AssetStore {
  constructor(root, contentType) {
    this.root = path.resolve(root);
    this.contentType = contentType;
  }

  // Resolve a requested file inside this store's root directory.
  locate(relative) {
    const full = path.resolve(this.root, relative);
    if (full !== this.root && !full.startsWith(this.root + path.sep)) {
      throw Object.assign(new Error(`no such asset: ${relative}`), { status: 404 });
    }
    return full;
  }

  async open(relative) {
    const full = this.locate(relative);
    const body = await fs.readFile(full);
    return { body, contentType: this.contentType, cacheSeconds: this.cacheSeconds() };
  }

  cacheSeconds() {
    return 300;
  }
}

class PosterStore extends AssetStore {
  constructor(root) {
    super(root, 'image/jpeg');
  }

  // Older marquee boards still request posters under the legacy/ prefix.
  locate(relative) {
    const current = relative.replace(/^legacy\//, 'archive/');
    return super.locate(current);
  }

  cacheSeconds() {
    return 86400;
  }
}

class SlideStore extends AssetStore {
  constructor(root) {
    super(root, 'image/png');
  }
}

const stores = new Map([
  ['posters', new PosterStore(process.env.POSTER_DIR ?? '/srv/starlite/posters')],
  ['slides', new SlideStore(process.env.SLIDE_DIR ?? '/srv/starlite/slides')],
]);

const app = express();

app.get('/media/:kind', async (req, res, next) => {
  const store = stores.get(req.params.kind);
  const file = req.query.file;
  if (!store || typeof file !== 'string' || file.length === 0) {
    return res.status(404).json({ error: 'unknown asset' });
  }
  try {
    const asset = await store.open(file);
    res.set('Cache-Control', `public, max-age=${asset.cacheSeconds}`);
    res.type(asset.contentType).send(asset.body);
  } catch (err) {
    if (err.code === 'ENOENT' || err.code === 'EISDIR') {
      return res.status(404).json({ error: 'unknown asset' });
    }
    next(err);
  }
});

app.get('/lineup/tonight', async (_req, res) => {
  const raw = await fs.readFile(process.env.LINEUP_FILE ?? '/srv/starlite/lineup.json', 'utf8');
  const lineup = JSON.parse(raw).map((show) => ({
    ...show,
    poster: `/media/posters?file=${encodeURIComponent(show.poster)}`,
  }));
  res.json(lineup);
});

app.use((err, _req, res, _next) => {
  res.status(err.status ?? 500).json({ error: err.status ? err.message : 'internal error' });
});

app.listen(Number(process.env.PORT ?? 8040), () => {
  console.log('marquee media server ready');
});
