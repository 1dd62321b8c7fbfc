// A candle scent reviews program of the h63 set (cwe-079-xss).
// Candle maker's storefront: customers leave reviews on scents, and the
// review wall for each candle is rendered server-side with Handlebars.
const express = require('express');
const Handlebars = require('handlebars');

const reviewWall = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>{{candle}} reviews</title>
<style>.review p { margin: 0 0 1em; }</style></head>
<body>
  <h1>Reviews for {{candle}}</h1>
  {{#each reviews}}
    <article class="review">
      <h2>{{author}} &ndash; {{stars}}/5</h2>
      <p>{{{body}}}</p>
    </article>
  {{else}}
    <p>No reviews yet.</p>
  {{/each}}
</body></html>`);

class ReviewFormatter {
  format(review) {
    return {
      author: review.author,
      stars: review.stars,
      body: review.body.trim().split(/\r?\n/).join('<br>'),
    };
  }
}

class ReviewRepository {
  constructor() {
    this.bySku = new Map();
  }

  add(sku, review) {
    const list = this.bySku.get(sku) || [];
    list.push({ ...review, createdAt: new Date() });
    this.bySku.set(sku, list);
  }

  list(sku) {
    return this.bySku.get(sku) || [];
  }
}

class ReviewService {
  constructor(repository, formatter) {
    this.repository = repository;
    this.formatter = formatter;
  }

  submit(sku, dto) {
    const stars = Number(dto.stars);
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw new RangeError('stars must be 1-5');
    if (typeof dto.body !== 'string' || dto.body.length > 2000) throw new RangeError('review too long');
    this.repository.add(sku, { author: String(dto.author || 'Anonymous').slice(0, 60), stars, body: dto.body });
  }

  wall(sku) {
    return this.repository.list(sku).map((r) => this.formatter.format(r));
  }
}

class ReviewController {
  constructor(service) {
    this.service = service;
    this.router = express.Router();
    this.router.post('/:sku/reviews', express.json(), this.create.bind(this));
    this.router.get('/:sku/reviews', this.show.bind(this));
  }

  create(req, res) {
    try {
      this.service.submit(req.params.sku, req.body);
      res.status(201).json({ status: 'received' });
    } catch (err) {
      res.status(400).json({ error: err.message });
    }
  }

  show(req, res) {
    const reviews = this.service.wall(req.params.sku);
    res.type('html').send(reviewWall({ candle: req.params.sku, reviews }));
  }
}

const app = express();
app.use('/candles', new ReviewController(new ReviewService(new ReviewRepository(), new ReviewFormatter())).router);

module.exports = app;
