// A booking return redirect program of the h70 set (cwe-601-redirect).
const express = require('express');
const session = require('express-session');

const app = express();
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: true,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
  }),
);

const PARTNER_HOSTS = new Set([
  'www.caveworld-tours.co.uk',
  'book.caveworld-tours.co.uk',
  'www.peakdistrict-stays.com',
]);

const isPartnerUrl = (candidate) => {
  if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) return true;
  try {
    const { protocol, hostname } = new URL(candidate);
    return protocol === 'https:' && PARTNER_HOSTS.has(hostname);
  } catch {
    return false;
  }
};

const candidatesFor = (req) => [
  req.query.returnTo,
  req.session.entryPage,
  req.get('referer'),
];

const pickReturn = (candidates) =>
  candidates
    .filter((c) => typeof c === 'string' && c.length > 0 && c.length < 2048)
    .find(isPartnerUrl) ?? '/bookings/thanks';

app.get('/tours/:tourId', (req, res) => {
  const { from } = req.query;
  if (typeof from === 'string') req.session.entryPage = from;
  res.json({ tourId: req.params.tourId, checkout: `/checkout/${req.params.tourId}` });
});

app.post('/checkout/:tourId/complete', express.urlencoded({ extended: false }), (req, res) => {
  const { party = 1, lead = '' } = req.body;
  const booking = {
    ref: `CV-${Date.now().toString(36).toUpperCase()}`,
    tourId: req.params.tourId,
    party: Number(party),
    lead,
  };
  req.session.lastBooking = booking.ref;
  res.redirect(303, `/checkout/done?ref=${booking.ref}&returnTo=${encodeURIComponent(req.query.returnTo ?? '')}`);
});

app.get('/checkout/done', (req, res) => {
  const target = pickReturn(candidatesFor(req));
  const separator = target.includes('?') ? '&' : '?';
  res.redirect(302, `${target}${separator}booking=${encodeURIComponent(req.query.ref ?? '')}`);
});

app.get('/bookings/thanks', (req, res) => {
  res.send(`Thanks! Your booking reference is ${req.session.lastBooking ?? 'on its way by email'}.`);
});

app.listen(process.env.PORT || 3250);
