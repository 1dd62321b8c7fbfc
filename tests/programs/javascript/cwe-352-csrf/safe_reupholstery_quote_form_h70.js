// A reupholstery quote form program of the h70 set (cwe-352-csrf).
const express = require('express');
const session = require('express-session');
const crypto = require('crypto');

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    // quote widget is embedded on partner showroom sites
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 2 * 60 * 60 * 1000 },
  }),
);

const quotes = new Map([
  ['Q-1042', { owner: 'cust-77', piece: 'Chesterfield sofa', fabric: 'Oxblood leather', total: 2150, state: 'open' }],
  ['Q-1043', { owner: 'cust-77', piece: 'Wingback chair', fabric: 'Harris tweed', total: 640, state: 'open' }],
]);

const issueToken = (req) => {
  req.session.formToken ??= crypto.randomBytes(24).toString('base64url');
  return req.session.formToken;
};

const sameToken = (a, b) =>
  typeof a === 'string' && typeof b === 'string' && a.length === b.length &&
  crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

const requireFormToken = (req, res, next) => {
  const { _token: sent } = req.body ?? {};
  if (!sameToken(sent, req.session.formToken)) {
    return res.status(403).send('This form has expired, please reload the page.');
  }
  next();
};

// sign-in is handled by the account service that shares this session store
const requireLogin = (req, res, next) => (req.session.customerId ? next() : res.redirect('/login'));

const ownQuote = (req) => {
  const quote = quotes.get(req.params.id);
  return quote && quote.owner === req.session.customerId ? quote : null;
};

const transitions = {
  accept: (quote) => ({ ...quote, state: 'accepted', acceptedAt: new Date().toISOString() }),
  cancel: (quote) => ({ ...quote, state: 'cancelled' }),
};

const renderQuote = (id, { piece, fabric, total, state }, token) => `<!doctype html>
<h1>${piece} &ndash; ${fabric}</h1>
<p>Total: &pound;${total} (${state})</p>
${Object.keys(transitions)
  .map((action) => `<form method="post" action="/quotes/${id}/${action}">
  <input type="hidden" name="_token" value="${token}"><button>${action}</button></form>`)
  .join('\n')}`;

app.get('/quotes/:id', requireLogin, (req, res) => {
  const quote = ownQuote(req);
  if (!quote) return res.sendStatus(404);
  res.send(renderQuote(req.params.id, quote, issueToken(req)));
});

app.post('/quotes/:id/:action', requireLogin, requireFormToken, (req, res) => {
  const quote = ownQuote(req);
  const transition = Object.hasOwn(transitions, req.params.action) ? transitions[req.params.action] : null;
  if (!quote || !transition || quote.state !== 'open') return res.sendStatus(409);
  quotes.set(req.params.id, transition(quote));
  res.redirect(`/quotes/${req.params.id}`);
});

app.listen(process.env.PORT || 4020);
