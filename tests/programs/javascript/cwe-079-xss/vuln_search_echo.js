// Express handler for the help-center search page listing matching articles
const express = require('express');

const app = express();

const ARTICLES = [
  { id: 1, title: 'Resetting your password', tags: ['account', 'password'] },
  { id: 2, title: 'Updating billing details', tags: ['billing', 'card'] },
  { id: 3, title: 'Exporting your data', tags: ['export', 'csv'] },
];

function findArticles(term) {
  const needle = term.toLowerCase();
  return ARTICLES.filter(
    (a) => a.title.toLowerCase().includes(needle) || a.tags.some((t) => t.includes(needle))
  );
}

function renderResults(term, results) {
  const items = results
    .map((a) => `<li><a href="/help/${a.id}">${a.title}</a></li>`)
    .join('');
  const summary = results.length ? `${results.length} result(s)` : 'No articles found';
  return `<!doctype html>
<html><head><title>Help search</title></head>
<body>
  <h1>Results for "${term}"</h1>
  <p>${summary}</p>
  <ul>${items}</ul>
</body></html>`;
}

app.get('/help/search', (req, res) => {
  const term = String(req.query.q || '').trim();
  if (term.length > 200) {
    return res.status(400).send('Query too long');
  }
  const results = findArticles(term);
  res.type('html').send(renderResults(term, results));
});

app.listen(process.env.PORT || 3000);
