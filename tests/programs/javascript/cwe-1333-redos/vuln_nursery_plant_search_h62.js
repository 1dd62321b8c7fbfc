// A nursery plant search program of the h62 set (cwe-1333-redos).
// pages/api/plants/search.js — type-ahead search over the nursery's plant list.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CATALOG_FILE = path.join(process.cwd(), 'data', 'plants.json');

let catalogPromise;
const loadCatalog = () => {
  catalogPromise =
    catalogPromise ||
    readFile(CATALOG_FILE, 'utf8').then((text) =>
      JSON.parse(text).map((p) => ({ ...p, haystack: `${p.botanical} ${p.common} ${p.cultivar || ''}` }))
    );
  return catalogPromise;
};

const parseSearch = (query) => {
  const term = typeof query.q === 'string' ? query.q.trim() : '';
  if (term.length < 2 || term.length > 60) {
    return { error: 'search term must be between 2 and 60 characters' };
  }
  const limit = Math.min(Number.parseInt(query.limit, 10) || 20, 50);
  const inStockOnly = query.inStock === '1';
  return { value: { term, limit, inStockOnly } };
};

// Growers type partial botanical names such as "acer pal" or "hosta.*blue".
const toMatcher = (term) => {
  const re = new RegExp(term, 'i');
  return (plant) => re.test(plant.haystack);
};

function* take(iterable, n) {
  if (n <= 0) return;
  for (const item of iterable) {
    yield item;
    if (--n === 0) return;
  }
}

function* where(iterable, ...predicates) {
  for (const item of iterable) {
    if (predicates.every((p) => p(item))) yield item;
  }
}

const inStock = (enabled) => (plant) => !enabled || plant.stock > 0;

const toResult = ({ sku, botanical, common, cultivar, potSize, stock, priceCents }) => ({
  sku,
  name: cultivar ? `${botanical} '${cultivar}'` : botanical,
  common,
  potSize,
  stock,
  price: `${Math.floor(priceCents / 100)}.${String(priceCents % 100).padStart(2, '0')}`,
});

export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'method not allowed' });
  }

  const parsed = parseSearch(req.query);
  if (parsed.error) return res.status(400).json({ error: parsed.error });

  const { term, limit, inStockOnly } = parsed.value;
  let matches;
  try {
    matches = toMatcher(term);
  } catch {
    return res.status(400).json({ error: 'could not understand search term' });
  }

  const catalog = await loadCatalog();
  const results = [...take(where(catalog, inStock(inStockOnly), matches), limit)].map(toResult);
  res.setHeader('Cache-Control', 'public, max-age=60');
  return res.status(200).json({ term, count: results.length, results });
}
