// A flavor wall program of the h74 set (cwe-079-xss).
'use strict';

const express = require('express');
const { setTimeout: sleep } = require('node:timers/promises');

const app = express();
app.use(express.urlencoded({ extended: false }));

const reviews = [];
const specials = [
  { flavor: 'salted caramel', price: 4.5 },
  { flavor: 'pistachio', price: 4.75 },
  { flavor: 'lemon sorbet', price: 3.95 },
];

async function fetchReviews(flavor) {
  await sleep(3); // stands in for the reviews database round-trip
  return reviews.filter((r) => r.flavor.toLowerCase() === flavor.toLowerCase()).slice(-20);
}

async function fetchSpecials() {
  await sleep(2); // stands in for the point-of-sale menu API
  return specials;
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

function renderReview(r) {
  return `<li><strong>${escapeHtml(r.name)}</strong> (${r.stars}/5): ${escapeHtml(r.text)}</li>`;
}

function renderPage(flavor, flavorReviews, todays) {
  const list = flavorReviews.length
    ? flavorReviews.map(renderReview).join('\n')
    : '<li>No reviews yet - be the first!</li>';
  const menu = todays.map((s) => `<li>${s.flavor} - $${s.price.toFixed(2)}</li>`).join('\n');
  return `<!doctype html>
<html>
<head><meta charset="utf-8"><title>Flavor wall</title></head>
<body>
  <h1>What people say about ${escapeHtml(flavor)}</h1>
  <ul class="reviews">${list}</ul>
  <h2>Today's specials</h2>
  <ul class="specials">${menu}</ul>
  <form method="post" action="/wall">
    <input type="hidden" name="flavor" value="${escapeHtml(flavor)}">
    <input name="name" placeholder="Your name">
    <input name="stars" type="number" min="1" max="5">
    <textarea name="text"></textarea>
    <button>Post review</button>
  </form>
</body>
</html>`;
}

app.get('/wall', async (req, res, next) => {
  const flavor = String(req.query.flavor || 'vanilla');
  try {
    const [flavorReviews, todays] = await Promise.all([fetchReviews(flavor), fetchSpecials()]);
    res.type('html').send(renderPage(flavor, flavorReviews, todays));
  } catch (err) {
    next(err);
  }
});

app.post('/wall', (req, res) => {
  const stars = Math.min(5, Math.max(1, Number.parseInt(req.body.stars, 10) || 5));
  const entry = {
    flavor: String(req.body.flavor || 'vanilla').slice(0, 60),
    name: String(req.body.name || 'anonymous').slice(0, 40),
    stars,
    text: String(req.body.text || '').slice(0, 500),
  };
  // Store asynchronously so the form returns right away during the lunch rush.
  queueMicrotask(() => reviews.push(entry));
  res.redirect(303, `/wall?flavor=${encodeURIComponent(entry.flavor)}`);
});

app.listen(Number(process.env.PORT || 3005), () => console.log('flavor wall up'));
