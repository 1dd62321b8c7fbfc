// hotel reviews (h58 set)
'use strict';

const express = require('express');
const escapeHtml = require('escape-html');

const reviews = [
  { room: 'Harbour Suite', stars: 5, text: 'Quiet, spotless, superb breakfast.' },
  { room: 'Garden Double', stars: 4, text: 'Lovely garden view but thin walls.' },
  { room: 'Attic Single', stars: 3, text: 'Compact room, friendly reception staff.' },
];

const matches = (term) => (review) => review.text.toLowerCase().includes(term.toLowerCase());
const stars = (n) => '\u2605'.repeat(n) + '\u2606'.repeat(5 - n);

const reviewItem = ({ room, stars: n, text }) =>
  `<li><strong>${escapeHtml(room)}</strong> <span>${stars(n)}</span><p>${escapeHtml(text)}</p></li>`;

const layout = (title, body) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${title}</title></head>
  <body>
    <form action="/reviews" method="get"><input name="q" placeholder="Search reviews"><button>Search</button></form>
    ${body}
  </body>
</html>`;

const renderResults = (term, found) => {
  const heading = `<h1>Reviews mentioning &ldquo;${escapeHtml(term)}&rdquo;</h1>`;
  const list = found.length ? `<ul>${found.map(reviewItem).join('')}</ul>` : '<p>No guest reviews found.</p>';
  return layout('Guest reviews', heading + list);
};

const pages = {
  '/reviews': (req) => {
    const term = String(req.query.q ?? '').trim().slice(0, 80);
    return renderResults(term, term ? reviews.filter(matches(term)) : reviews);
  },
  '/': () => layout('Seaview Hotel', '<h1>Welcome to the Seaview Hotel</h1>'),
};

const app = express();

Object.entries(pages).forEach(([route, render]) =>
  app.get(route, (req, res) => {
    res.type('html').send(render(req));
  })
);

app.listen(Number(process.env.PORT) || 3000);
