// A trick search program of the h69 set (cwe-079-xss).
const express = require('express');
const session = require('express-session');

const app = express();
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production' },
}));

const CATALOGUE = [
  { sku: 'MR-101', name: 'Linking rings (8 piece)', price: 34.0 },
  { sku: 'MR-205', name: 'Zombie ball deluxe', price: 59.5 },
  { sku: 'MR-310', name: 'Invisible deck', price: 18.0 },
  { sku: 'MR-412', name: 'Appearing cane, chrome', price: 27.25 },
];

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;',
  }[c]));
}

// Remember the search term so the catalogue page can show it after the redirect.
function rememberSearch(req, res, next) {
  const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 120) : '';
  if (q) {
    req.session.lastSearch = { raw: q, display: escapeHtml(q), at: Date.now() };
  }
  next();
}

app.get('/search', rememberSearch, (req, res) => {
  req.session.save(() => res.redirect(303, '/catalogue'));
});

app.get('/catalogue', (req, res) => {
  const search = req.session.lastSearch;
  const term = search ? search.raw.toLowerCase() : '';
  const hits = CATALOGUE.filter((item) => !term || item.name.toLowerCase().includes(term));
  const rows = hits
    .map((i) => `<tr><td>${i.sku}</td><td>${escapeHtml(i.name)}</td><td>$${i.price.toFixed(2)}</td></tr>`)
    .join('');
  const banner = search
    ? `<p class="notice">Showing ${hits.length} result(s) for &ldquo;${search.display}&rdquo; <a href="/search/clear">clear</a></p>`
    : '<p class="notice">Browse our full range of stage magic.</p>';
  res.type('html').send(`<!doctype html>
<html><head><meta charset="utf-8"><title>Catalogue - Hocus Hollow Magic</title></head>
<body>
  <form action="/search"><input name="q" placeholder="Search tricks"><button>Go</button></form>
  ${banner}
  <table><thead><tr><th>SKU</th><th>Item</th><th>Price</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`);
});

app.get('/search/clear', (req, res) => {
  delete req.session.lastSearch;
  res.redirect(303, '/catalogue');
});

app.listen(Number(process.env.PORT) || 3900);
