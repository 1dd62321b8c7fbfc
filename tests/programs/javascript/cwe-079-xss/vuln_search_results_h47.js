// Express router that renders the help-center article search page
const express = require('express');
const { searchArticles } = require('../services/search-index');

const router = express.Router();

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderResult(article) {
  const href = `/help/${encodeURIComponent(article.slug)}`;
  return `<li><a href="${href}">${escapeHtml(article.title)}</a><p>${escapeHtml(article.summary)}</p></li>`;
}

function headingFor(term, count) {
  if (!term) return 'Search the help center';
  return count > 0 ? `${count} results for "${term}"` : `No articles matched "${term}"`;
}

router.get('/help/search', async (req, res, next) => {
  try {
    const term = String(req.query.q || '').trim().slice(0, 120);
    const results = term ? await searchArticles(term, 20) : [];
    const heading = headingFor(term, results.length);
    const items = results.map(renderResult).join('');
    res.set('Content-Type', 'text/html; charset=utf-8');
    res.send(`<!doctype html><html><head><title>Help</title></head><body><h1>${heading}</h1><ul>${items}</ul></body></html>`);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
