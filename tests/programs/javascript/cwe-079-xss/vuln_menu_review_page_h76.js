// A sushi bar menu review page program of the h76 set (cwe-079-xss).
'use strict';

const express = require('express');
const escapeHtml = require('escape-html');
const helmet = require('helmet');

class ReviewStore {
  constructor() {
    this.byDish = new Map();
  }

  add(dish, review) {
    const list = this.byDish.get(dish) || [];
    list.push({ ...review, postedAt: new Date() });
    this.byDish.set(dish, list);
  }

  list(dish) {
    return this.byDish.get(dish) || [];
  }
}

const stars = (n) => '★'.repeat(Math.max(0, Math.min(5, Number(n) || 0)));

// view name -> function turning one review into markup
const FORMATTERS = {
  compact: (r) => `<li>${stars(r.rating)} <b>${escapeHtml(r.author)}</b>: ${escapeHtml(r.text)}</li>`,
  detailed: (r) => `<article class="review">
      <h3>${r.author} <span class="stars">${stars(r.rating)}</span></h3>
      <p>${r.text}</p>
      <time>${r.postedAt.toISOString()}</time>
    </article>`,
};

class ReviewPage {
  constructor(store, formatters) {
    this.store = store;
    this.formatters = formatters;
  }

  render(dish, view) {
    const format = this.formatters[view] || this.formatters.compact;
    const items = this.store.list(dish).map(format).join('\n');
    return `<!doctype html>
<html><head><meta charset="utf-8"><title>Reviews – ${escapeHtml(dish)}</title></head>
<body>
  <h1>What guests say about ${escapeHtml(dish)}</h1>
  <ul class="reviews">${items}</ul>
  <form method="post" action="/menu/${encodeURIComponent(dish)}/reviews">
    <input name="author" maxlength="60"> <input name="rating" type="number" min="1" max="5">
    <textarea name="text" maxlength="1000"></textarea>
    <button>Post</button>
  </form>
</body></html>`;
  }
}

const store = new ReviewStore();
const page = new ReviewPage(store, FORMATTERS);
const app = express();
app.use(helmet({ contentSecurityPolicy: false }));
app.use(express.urlencoded({ extended: false }));

app.get('/menu/:dish/reviews', (req, res) => {
  res.type('html').send(page.render(req.params.dish, req.query.view));
});

app.post('/menu/:dish/reviews', (req, res) => {
  const { author, rating, text } = req.body;
  if (!author || !text) {
    return res.status(400).send('author and text are required');
  }
  store.add(req.params.dish, {
    author: String(author).slice(0, 60),
    rating: Number(rating),
    text: String(text).slice(0, 1000),
  });
  res.redirect(303, `/menu/${encodeURIComponent(req.params.dish)}/reviews?view=detailed`);
});

app.listen(process.env.PORT || 3300);
