'use strict';

const express = require('express');
const db = require('../lib/db');
const { escapeHtml, page } = require('../lib/html');

const router = express.Router();

router.get('/search', async (req, res) => {
  const term = String(req.query.q || '');
  const products = await db.searchProducts(term, req.query.sort);
  const items = products.map((p) => `<li>${escapeHtml(p.name)} - ${(p.price_cents / 100).toFixed(2)}</li>`).join('');
  res.send(page('Search', `<h1>Results for "${escapeHtml(term)}"</h1><ul>${items}</ul>`));
});

router.get('/category/:name', async (req, res) => {
  res.json(await db.productsInCategory(req.params.name));
});

router.get('/not-found', (req, res) => {
  res.status(404).send(`<p>Sorry, we could not find ${req.query.path}.</p><a href="/">Back to the shop</a>`);
});

router.get('/featured', (req, res) => {
  const featured = req.app.locals.featured || [];
  const shuffled = [...featured].sort(() => Math.random() - 0.5);
  res.json(shuffled.slice(0, 4));
});

module.exports = router;
