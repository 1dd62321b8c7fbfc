// A nursery catalog import program of the h62 set (cwe-022-path).
'use strict';

// Watches the supplier drop folder for availability sheets (CSV) and writes
// one catalogue card per plant under CATALOG_DIR/<species>/<sku>.json.
const fs = require('fs/promises');
const path = require('path');
const chokidar = require('chokidar');
const { parse } = require('csv-parse/sync');

const INBOX_DIR = process.env.NURSERY_INBOX || '/srv/nursery/inbox';
const CATALOG_DIR = process.env.NURSERY_CATALOG || '/srv/nursery/catalog';
const DONE_DIR = path.join(INBOX_DIR, 'processed');

const isSlug = (value) => typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);

const toCard = (row) => ({
  sku: row.sku.trim().toLowerCase(),
  species: row.species.trim().toLowerCase(),
  commonName: row.common_name.trim(),
  potSizeLitres: Number(row.pot_litres),
  priceCents: Math.round(Number(row.price) * 100),
  available: Number(row.quantity) > 0,
});

// Returns either { card } or { error } for each CSV row.
const validateRow = (row, line) => {
  const card = toCard(row);
  if (!isSlug(card.sku)) return { error: `line ${line}: bad sku "${row.sku}"` };
  if (!isSlug(card.species)) return { error: `line ${line}: bad species "${row.species}"` };
  if (!Number.isFinite(card.priceCents)) return { error: `line ${line}: bad price` };
  return { card };
};

const cardPath = ({ species, sku }) => path.join(CATALOG_DIR, species, `${sku}.json`);

const writeCard = async (card) => {
  const target = cardPath(card);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, JSON.stringify(card, null, 2));
  return target;
};

const importSheet = async (file) => {
  const text = await fs.readFile(file, 'utf8');
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true });
  const results = rows.map((row, i) => validateRow(row, i + 2));

  const errors = results.filter((r) => r.error).map((r) => r.error);
  const written = await Promise.all(results.filter((r) => r.card).map((r) => writeCard(r.card)));

  await fs.mkdir(DONE_DIR, { recursive: true });
  await fs.rename(file, path.join(DONE_DIR, `${Date.now()}-${path.basename(file)}`));
  return { file: path.basename(file), written: written.length, errors };
};

const watcher = chokidar.watch(path.join(INBOX_DIR, '*.csv'), {
  ignoreInitial: false,
  awaitWriteFinish: { stabilityThreshold: 2000, pollInterval: 250 },
});

watcher.on('add', (file) => {
  importSheet(file)
    .then(({ file: name, written, errors }) => {
      console.log(`${name}: ${written} cards written`);
      errors.forEach((e) => console.warn(`${name}: ${e}`));
    })
    .catch((err) => console.error(`import of ${file} failed:`, err.message));
});

watcher.on('error', (err) => console.error('watcher error', err));
