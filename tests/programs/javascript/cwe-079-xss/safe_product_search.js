// Express search page that echoes the query and lists matching products.
const express = require('express');
const escapeHtml = require('escape-html');

const app = express();

const PRODUCTS = [
  { id: 1, name: 'Desk lamp' },
  { id: 2, name: 'Standing desk' },
  { id: 3, name: 'Monitor arm' },
  { id: 4, name: 'Ergonomic chair' },
];

function findProducts(term) {
  const needle = term.toLowerCase();
  return PRODUCTS.filter((p) => p.name.toLowerCase().includes(needle));
}

function renderResults(term, items) {
  const rows = items.map((p) => `<li><a href="/products/${p.id}">${p.name}</a></li>`).join('');
  return `<!doctype html>
<html>
  <head><title>Search</title></head>
  <body>
    <h1>Results for "${escapeHtml(term)}"</h1>
    <p>${items.length} product(s) found</p>
    <ul>${rows}</ul>
  </body>
</html>`;
}

app.get('/search', (req, res) => {
  const term = String(req.query.q || '').trim();
  const matches = term ? findProducts(term) : [];
  res.type('html').send(renderResults(term, matches));
});

app.listen(process.env.PORT || 3000);
