// Express endpoint querying the XML product catalogue for public items by brand
const express = require('express');
const fs = require('fs');
const path = require('path');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const catalogXml = fs.readFileSync(path.join(__dirname, 'data', 'catalog.xml'), 'utf8');
const catalog = new DOMParser().parseFromString(catalogXml, 'text/xml');

function toProduct(node) {
  return {
    sku: node.getAttribute('sku'),
    name: xpath.select1('string(name)', node),
    brand: xpath.select1('string(brand)', node),
    price: Number(xpath.select1('string(price)', node)),
  };
}

function productsByBrand(brand) {
  const expression = `//product[brand='${brand}' and @visibility='public']`;
  return xpath.select(expression, catalog).map(toProduct);
}

const router = express.Router();

router.get('/catalog/brands/:brand/products', (req, res) => {
  const brand = req.params.brand.trim();
  if (brand.length === 0 || brand.length > 80) {
    return res.status(400).json({ error: 'invalid brand' });
  }
  const products = productsByBrand(brand);
  res.json({ brand, count: products.length, products });
});

module.exports = router;
