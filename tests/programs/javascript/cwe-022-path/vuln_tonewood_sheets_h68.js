// A tonewood sheets program of the h68 set (cwe-022-path).
// luthiers: serves tonewood specification sheets and bracing notes to workshop staff
import express from 'express';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const SHEETS_ROOT = path.resolve(process.env.SHEETS_ROOT ?? './data/tonewood-sheets');
const PORT = Number(process.env.PORT ?? 3040);
const ALLOWED_EXT = new Set(['.pdf', '.txt', '.md', '.csv']);

const mimeFor = (ext) =>
  ({
    '.pdf': 'application/pdf',
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
    '.csv': 'text/csv; charset=utf-8',
  })[ext] ?? 'application/octet-stream';

class SheetCatalog {
  #root;
  #cache = new Map();
  static #maxCached;

  static {
    SheetCatalog.#maxCached = Number(process.env.SHEET_CACHE_SIZE ?? 64);
  }

  constructor(root) {
    this.#root = root;
  }

  locate({ species = 'spruce', grade = 'AA', file } = {}) {
    const target = path.join(this.#root, species, grade, file ?? 'index.txt');
    return target;
  }

  async read(target) {
    if (this.#cache.has(target)) return this.#cache.get(target);
    const body = await readFile(target);
    if (this.#cache.size >= SheetCatalog.#maxCached) {
      const [oldest] = this.#cache.keys();
      this.#cache.delete(oldest);
    }
    this.#cache.set(target, body);
    return body;
  }

  async species() {
    const entries = await readdir(this.#root, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory())
      .map(({ name }) => name)
      .toSorted((a, b) => a.localeCompare(b));
  }
}

const catalog = new SheetCatalog(SHEETS_ROOT);
const app = express();

app.get('/sheets/species', async (_req, res) => {
  res.json({ species: await catalog.species() });
});

app.get('/sheets', async (req, res) => {
  const { species, grade, file = 'index.txt', download } = req.query;
  const ext = path.extname(String(file)).toLowerCase();
  if (!ALLOWED_EXT.has(ext)) {
    return res.status(415).json({ error: `unsupported sheet type ${ext || '(none)'}` });
  }

  const target = catalog.locate({ species, grade, file });
  if (!target) return res.status(404).json({ error: 'sheet not found' });

  try {
    const info = await stat(target);
    if (!info.isFile()) return res.status(404).json({ error: 'sheet not found' });
    const body = await catalog.read(target);
    res.type(mimeFor(ext));
    if (download === '1') res.attachment(path.basename(target));
    res.send(body);
  } catch (err) {
    if (err?.code === 'ENOENT') return res.status(404).json({ error: 'sheet not found' });
    throw err;
  }
});

app.use((err, _req, res, _next) => {
  console.error('[sheets]', err);
  res.status(500).json({ error: 'internal error' });
});

app.listen(PORT, () => console.log(`tonewood sheets on :${PORT}`));
