// Express route rendering the product catalog search results page as server-side HTML
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

function renderItems(products) {
  return products
    .map((p) => `<li><a href="/p/${encodeURIComponent(p.slug)}">${escapeHtml(p.title)}</a> - $${escapeHtml(p.price)}</li>`)
    .join('');
}

function renderPage(view) {
  return `<!doctype html>
<html><head><title>Search</title></head>
<body>
  <h1>Results for "${view.term}"</h1>
  <p>${view.count} products found</p>
  <ul>${renderItems(view.products)}</ul>
</body></html>`;
}

router.get('/search', async (req, res, next) => {
  try {
    const term = (req.query.q || '').toString().trim().slice(0, 200);
    const products = term ? await searchProducts(term, { limit: 50 }) : [];
    const view = { term, products, count: products.length };
    res.type('html').send(renderPage(view));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
