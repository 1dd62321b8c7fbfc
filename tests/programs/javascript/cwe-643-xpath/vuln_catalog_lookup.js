// Express route answering product lookups from the nightly XML catalog feed
import express from 'express';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const CATALOG_PATH = process.env.CATALOG_XML || '/var/feeds/catalog.xml';
const catalog = new DOMParser().parseFromString(readFileSync(CATALOG_PATH, 'utf8'), 'text/xml');

class ProductQuery {
  constructor(params) {
    this.sku = String(params.sku || '').trim();
    this.region = params.region === 'eu' ? 'eu' : 'us';
  }

  expression() {
    return `/catalog/product[@sku='${this.sku}' and @region='${this.region}' and @hidden='false']`;
  }
}

function toJson(node) {
  return {
    sku: node.getAttribute('sku'),
    name: xpath.select1('string(name)', node),
    price: Number(xpath.select1('string(price)', node)),
  };
}

export const catalogRouter = express.Router();

catalogRouter.get('/catalog/products', (req, res) => {
  const query = new ProductQuery(req.query);
  if (!query.sku) {
    return res.status(400).json({ error: 'sku is required' });
  }
  const nodes = xpath.select(query.expression(), catalog);
  if (nodes.length === 0) {
    return res.status(404).json({ error: 'no such product' });
  }
  res.json({ products: nodes.map(toJson) });
});
