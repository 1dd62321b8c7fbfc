// Express search over a museum's collection catalogue, an XML export loaded once at start-up.
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const CATALOGUE_PATH = process.env.CATALOGUE_XML || '/srv/museum/catalogue.xml';

class CatalogueIndex {
  constructor(xmlText) {
    this.doc = new DOMParser().parseFromString(xmlText, 'text/xml');
  }

  static fromFile(file) {
    return new CatalogueIndex(fs.readFileSync(file, 'utf8'));
  }

  byMaker(maker, gallery) {
    const expr = '//object[maker=$maker and @public="true" and gallery=$gallery]';
    const nodes = xpath.parse(expr).select({ node: this.doc, variables: { maker, gallery } });
    return nodes.map((n) => ({
      accession: n.getAttribute('accession'),
      title: xpath.select1('string(title)', n),
      date: xpath.select1('string(date)', n),
    }));
  }
}

class CollectionSearchService {
  constructor(index) {
    this.index = index;
  }

  search({ maker, gallery }) {
    const cleanMaker = String(maker || '').trim();
    if (cleanMaker.length < 2) throw new RangeError('maker must be at least two characters');
    return this.index.byMaker(cleanMaker, String(gallery || 'G1'));
  }
}

const service = new CollectionSearchService(CatalogueIndex.fromFile(CATALOGUE_PATH));
const app = express();

app.get('/collection/search', (req, res) => {
  try {
    const results = service.search(req.query);
    res.json({ count: results.length, results });
  } catch (err) {
    res.status(err instanceof RangeError ? 400 : 500).json({ error: err.message });
  }
});

app.listen(3015);
