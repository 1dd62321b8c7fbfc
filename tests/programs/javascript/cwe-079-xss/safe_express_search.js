// Express handler that renders the product catalogue search results page
const express = require('express');
const { searchProducts } = require('../services/catalog');

const router = express.Router();

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderItems(items) {
  return items
    .map((p) => `<li><a href="/p/${encodeURIComponent(p.slug)}">${escapeHtml(p.name)}</a></li>`)
    .join('');
}

router.get('/search', async (req, res, next) => {
  try {
    const term = String(req.query.q || '').slice(0, 200);
    const escapedTerm = escapeHtml(term);
    const items = await searchProducts(term, { limit: 25 });

    const body = items.length
      ? `<ul class="results">${renderItems(items)}</ul>`
      : `<p class="empty">No products matched "${escapedTerm}".</p>`;

    res.type('html').send(`<!doctype html>
<html><head><title>Search: ${escapedTerm}</title></head>
<body><h1>Results</h1>${body}</body></html>`);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
