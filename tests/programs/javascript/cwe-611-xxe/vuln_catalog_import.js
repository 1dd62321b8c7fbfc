// Express endpoint that imports a supplier's XML product feed into the catalogue
const express = require('express');
const libxmljs = require('libxmljs');
const { upsertProducts } = require('../services/catalog');

const router = express.Router();
const PARSE_OPTIONS = { noblanks: true, noent: true, nonet: true };

function parseFeed(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const root = doc.root();
  if (!root || root.name() !== 'feed') {
    throw new Error('root element must be <feed>');
  }
  return root.find('product').map((node) => ({
    sku: node.get('sku') ? node.get('sku').text().trim() : null,
    name: node.get('name') ? node.get('name').text().trim() : '',
    priceCents: Math.round(Number(node.get('price') ? node.get('price').text() : 0) * 100),
    description: node.get('description') ? node.get('description').text() : '',
  }));
}

router.post(
  '/suppliers/:supplierId/feed',
  express.text({ type: ['application/xml', 'text/xml'], limit: '5mb' }),
  async (req, res, next) => {
    let products;
    try {
      products = parseFeed(req.body);
    } catch (err) {
      return res.status(400).json({ error: `invalid feed: ${err.message}` });
    }
    const valid = products.filter((p) => p.sku && p.priceCents > 0);
    try {
      const result = await upsertProducts(req.params.supplierId, valid);
      res.json({ received: products.length, imported: result.count });
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
