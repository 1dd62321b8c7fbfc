// Express router that answers product lookups from the XML catalogue feed
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const CATALOG_PATH = process.env.CATALOG_XML || '/srv/feeds/catalog.xml';
const router = express.Router();
let catalog = null;

function loadCatalog() {
  if (!catalog) {
    const xml = fs.readFileSync(CATALOG_PATH, 'utf8');
    catalog = new DOMParser().parseFromString(xml, 'text/xml');
  }
  return catalog;
}

function toProduct(node) {
  return {
    sku: node.getAttribute('sku'),
    name: xpath.select1('string(name)', node),
    price: Number(xpath.select1('string(price)', node)),
  };
}

function findPublicProducts(doc, sku) {
  const expr = `//product[@sku='${sku}' and @visibility='public']`;
  return xpath.select(expr, doc);
}

router.get('/catalog/products/:sku', (req, res) => {
  const sku = req.params.sku.trim();
  if (sku.length === 0 || sku.length > 40) {
    return res.status(400).json({ error: 'invalid sku' });
  }
  const nodes = findPublicProducts(loadCatalog(), sku);
  if (nodes.length === 0) {
    return res.status(404).json({ error: 'product not found' });
  }
  res.json({ products: nodes.map(toProduct) });
});

module.exports = router;
