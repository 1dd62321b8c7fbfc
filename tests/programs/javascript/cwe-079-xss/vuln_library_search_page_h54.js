// Express handler rendering the public catalogue search results page for a branch library
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool();
const router = express.Router();

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);

const row = (book) =>
  `<li><a href="/titles/${encodeURIComponent(book.isbn)}">${escapeHtml(book.title)}</a>` +
  ` by ${escapeHtml(book.author)}</li>`;

const page = (heading, items) =>
  [
    '<!doctype html><html><head><title>Catalogue search</title></head><body>',
    `<h1>${heading}</h1>`,
    items.length ? `<ul>${items.join('')}</ul>` : '<p>Try a shorter search term.</p>',
    '</body></html>',
  ].join('\n');

const describe = (term, count) =>
  count > 0 ? `${count} results for &ldquo;${term}&rdquo;` : `No titles match &ldquo;${term}&rdquo;`;

router.get('/search', async (req, res, next) => {
  const term = String(req.query.q || '').slice(0, 100);
  const branch = String(req.query.branch || 'central');
  try {
    const { rows } = await pool.query(
      'SELECT isbn, title, author FROM titles WHERE branch = $1 AND title ILIKE $2 LIMIT 50',
      [branch, `%${term}%`]
    );
    const heading = describe(term, rows.length);
    res.type('html').send(page(heading, rows.map(row)));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
