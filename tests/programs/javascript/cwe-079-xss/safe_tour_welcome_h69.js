// A tour welcome program of the h69 set (cwe-079-xss).
const express = require('express');
const cookieParser = require('cookie-parser');

const app = express();
app.use(cookieParser());

const TOURS = new Map([
  ['morning', { label: 'Morning dew walk', start: '07:30' }],
  ['feeding', { label: 'Feeding-hour tour', start: '16:00' }],
  ['nursery', { label: 'Hatchery and nursery', start: '11:00' }],
]);

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Figure out who is visiting: the booking link carries the guest name, the cookie remembers it.
app.use((req, res, next) => {
  const fromLink = typeof req.query.guest === 'string' ? req.query.guest.trim() : '';
  const remembered = req.cookies.guest || '';
  res.locals.visitor = {
    name: fromLink || remembered || 'friend',
    tour: TOURS.get(req.query.tour) || TOURS.get('morning'),
    date: typeof req.query.date === 'string' ? req.query.date : new Date().toISOString().slice(0, 10),
  };
  if (fromLink) {
    res.cookie('guest', fromLink, { maxAge: 7 * 24 * 3600 * 1000, httpOnly: true, sameSite: 'lax' });
  }
  next();
});

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/static/farm.css"></head>
<body><main>${body}</main></body>
</html>`;
}

app.get('/welcome', (req, res) => {
  const { name, tour, date } = res.locals.visitor;
  const body = `
    <h1>Welcome to Slowpath Snail Farm, ${escapeHtml(name)}!</h1>
    <p>Your <strong>${tour.label}</strong> starts at ${tour.start} on ${escapeHtml(date)}.</p>
    <p>Please wear closed shoes and keep to the boardwalk; our herds are very small.</p>`;
  res.type('html').send(page('Your farm visit', body));
});

app.get('/welcome/checklist', (req, res) => {
  const items = ['Closed shoes', 'Water bottle', 'No salt snacks on the paddocks'];
  const list = items.map((i) => `<li>${i}</li>`).join('');
  res.type('html').send(page('Tour checklist', `<ul>${list}</ul>`));
});

app.listen(Number(process.env.PORT) || 5050);
