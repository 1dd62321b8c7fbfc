// Next.js API route returning an HTML fragment of search suggestions for the header widget
import { searchProducts } from '../../lib/catalog';

const MAX_RESULTS = 8;

function stripTags(input) {
  return String(input).replace(/<\/?script[^>]*>/gi, '');
}

function renderItem(product) {
  const price = Number(product.priceCents / 100).toFixed(2);
  return `<li data-id="${Number(product.id)}">${encodeURIComponent(product.slug)} - $${price}</li>`;
}

function renderFragment(term, products) {
  if (products.length === 0) {
    return `<p class="empty">No matches for <strong>${term}</strong></p>`;
  }
  return `<ul class="suggestions">${products.map(renderItem).join('')}</ul>`;
}

export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const raw = req.query.q;
  if (typeof raw !== 'string' || raw.trim() === '') {
    return res.status(400).send('');
  }
  const term = stripTags(raw.trim()).slice(0, 120);
  const products = await searchProducts(term, { limit: MAX_RESULTS });

  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).send(renderFragment(term, products));
}
