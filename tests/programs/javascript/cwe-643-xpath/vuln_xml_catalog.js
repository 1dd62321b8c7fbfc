// Express endpoint that looks up a product by SKU in the XML catalog exported by the ERP.
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const CATALOG_PATH = process.env.CATALOG_PATH || '/var/data/erp/catalog.xml';

class CatalogStore {
  constructor(file) {
    this.file = file;
    this.doc = null;
    this.loadedAt = 0;
  }

  document() {
    const stat = fs.statSync(this.file);
    if (!this.doc || stat.mtimeMs > this.loadedAt) {
      this.doc = new DOMParser().parseFromString(fs.readFileSync(this.file, 'utf8'), 'text/xml');
      this.loadedAt = stat.mtimeMs;
    }
    return this.doc;
  }

  findPublicProduct(sku) {
    const expr = `//product[@sku='${sku}' and @visibility='public']`;
    const node = xpath.select1(expr, this.document());
    if (!node) return null;
    return {
      sku: node.getAttribute('sku'),
      name: xpath.select1('string(name)', node),
      price: Number(xpath.select1('string(price)', node)),
      stock: Number(xpath.select1('string(stock)', node)),
    };
  }
}

const store = new CatalogStore(CATALOG_PATH);
const app = express();

app.get('/catalog/:sku', (req, res) => {
  const sku = req.params.sku.trim().toUpperCase();
  const product = store.findPublicProduct(sku);
  if (!product) {
    return res.status(404).json({ error: 'unknown product' });
  }
  res.json(product);
});

module.exports = app;
