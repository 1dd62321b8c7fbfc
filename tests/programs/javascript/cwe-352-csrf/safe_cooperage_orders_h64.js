// A cooperage orders program of the h64 set (cwe-352-csrf).
'use strict';

const express = require('express');
const session = require('express-session');
const csrf = require('csurf');
const escapeHtml = require('escape-html');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.COOPERAGE_DB_URL });
const app = express();

app.set('trust proxy', 1);
app.use(
  session({
    name: 'cooper.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 8 * 3600 * 1000 },
  }),
);
app.use(express.urlencoded({ extended: true, limit: '32kb' }));
app.use(csrf());

const WOODS = new Set(['american-oak', 'french-oak', 'chestnut']);
const SIZES = new Map([['barrique', 225], ['hogshead', 250], ['puncheon', 500]]);

function requireBuyer(req, res, next) {
  if (!req.session.buyerId) return res.redirect('/login');
  next();
}

app.get('/orders/new', requireBuyer, (req, res) => {
  res.type('html').send(`<!doctype html>
<form method="post" action="/orders">
  <input type="hidden" name="_csrf" value="${escapeHtml(req.csrfToken())}">
  <fieldset><legend>Cask 1</legend>
    <select name="casks[0][wood]"><option>american-oak</option><option>french-oak</option><option>chestnut</option></select>
    <select name="casks[0][size]"><option>barrique</option><option>hogshead</option><option>puncheon</option></select>
    <input name="casks[0][qty]" type="number" min="1" max="200">
  </fieldset>
  <button>Place order</button>
</form>`);
});

// form arrays: casks[0][wood]=french-oak&casks[0][size]=barrique&casks[0][qty]=12&casks[1][...]
app.post('/orders', requireBuyer, async (req, res) => {
  const casks = Array.isArray(req.body.casks) ? req.body.casks.slice(0, 20) : [];
  const lines = [];
  for (const cask of casks) {
    const qty = Number.parseInt(cask.qty, 10);
    if (!WOODS.has(cask.wood) || !SIZES.has(cask.size) || !(qty > 0 && qty <= 200)) continue;
    lines.push({ wood: cask.wood, size: cask.size, litres: SIZES.get(cask.size), qty });
  }
  if (lines.length === 0) return res.status(400).send('No valid casks in order');

  const { rows } = await pool.query(
    'INSERT INTO cask_orders (buyer_id, lines, placed_at) VALUES ($1, $2::jsonb, now()) RETURNING id',
    [req.session.buyerId, JSON.stringify(lines)],
  );

  const summary = lines.map((l) => `<li>${l.qty} x ${escapeHtml(l.size)} (${l.litres} L), ${escapeHtml(l.wood)}</li>`).join('');
  res.type('html').send(`<p>Order ${rows[0].id} placed.</p><ul>${summary}</ul>`);
});

app.listen(Number(process.env.PORT) || 3000);
