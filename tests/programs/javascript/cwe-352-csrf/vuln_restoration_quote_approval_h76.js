// A carousel restorer restoration quote approval program of the h76 set (cwe-352-csrf).
'use strict';

const express = require('express');
const session = require('express-session');
const csrf = require('csurf');
const escapeHtml = require('escape-html');

const quotes = new Map([
  ['q-101', { id: 'q-101', customer: 'c-7', item: '1912 Dentzel jumper horse', amount: 4800, status: 'sent' }],
  ['q-102', { id: 'q-102', customer: 'c-7', item: 'Band organ facade regilding', amount: 2650, status: 'sent' }],
]);

const csrfProtection = csrf();

function requireCustomer(req, res, next) {
  if (!req.session.customerId) return res.status(401).send('Please sign in.');
  next();
}

function ownQuote(req) {
  const quote = quotes.get(req.params.id);
  return quote && quote.customer === req.session.customerId ? quote : null;
}

const handlers = {
  showQuote(req, res) {
    const quote = ownQuote(req);
    if (!quote) return res.status(404).send('No such quote.');
    res.send(`<h1>${escapeHtml(quote.item)}</h1><p>Total: €${quote.amount} – ${escapeHtml(quote.status)}</p>
      <form method="post" action="/quotes/${encodeURIComponent(quote.id)}/approve">
        <input type="hidden" name="_csrf" value="${req.csrfToken()}">
        <button>Approve and schedule restoration</button>
      </form>`);
  },
  approveQuote(req, res) {
    const quote = ownQuote(req);
    if (!quote || quote.status !== 'sent') return res.status(409).send('Quote cannot be approved.');
    quote.status = 'approved';
    quote.approvedAt = new Date().toISOString();
    res.redirect(303, `/quotes/${encodeURIComponent(quote.id)}`);
  },
  declineQuote(req, res) {
    const quote = ownQuote(req);
    if (!quote) return res.status(404).send('No such quote.');
    quote.status = 'declined';
    res.redirect(303, `/quotes/${encodeURIComponent(quote.id)}`);
  },
};

// route table: [method, path, handler name, extra middleware]
const ROUTES = [
  ['get', '/quotes/:id', 'showQuote', [csrfProtection]],
  ['post', '/quotes/:id/approve', 'approveQuote', []],
  ['post', '/quotes/:id/decline', 'declineQuote', [csrfProtection]],
];

function mount(app, routes) {
  for (const [method, path, name, extra] of routes) {
    app[method](path, requireCustomer, ...extra, handlers[name]);
  }
}

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));
mount(app, ROUTES);

app.use((err, req, res, next) => {
  if (err.code === 'EBADCSRFTOKEN') return res.status(403).send('Form expired, please reload.');
  next(err);
});

app.listen(process.env.PORT || 5800);
