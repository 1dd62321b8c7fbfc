// A parts catalog program of the h72 set (cwe-643-xpath).
'use strict';

const express = require('express');
const fs = require('node:fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const catalog = new DOMParser().parseFromString(
  fs.readFileSync(process.env.PARTS_CATALOG ?? '/srv/tiltworks/parts-catalog.xml', 'utf8'),
  'text/xml',
);

const text = (node, path) => xpath.select1(`string(${path})`, node);

class PartLookup {
  constructor(doc) {
    this.doc = doc;
  }

  run(term) {
    return this.select(term).map((node) => ({
      number: text(node, '@number'),
      name: text(node, 'name'),
      machines: xpath.select('fits/machine/text()', node).map((m) => m.nodeValue),
      priceCents: Math.round(Number(text(node, 'price')) * 100),
      dealerOnly: text(node, '@dealerOnly') === 'true',
    }));
  }
}

class ByPartNumber extends PartLookup {
  select(term) {
    if (!/^\d{2,3}-\d{4,5}(-[A-Z])?$/.test(term)) {
      throw Object.assign(new Error('part numbers look like 545-5276 or 03-8209-B'), { status: 400 });
    }
    return xpath.select(`/catalog/part[@number='${term}']`, this.doc);
  }
}

class ByName extends PartLookup {
  select(term) {
    return xpath.select(`/catalog/part[@dealerOnly='false'][contains(name, '${term}')]`, this.doc);
  }
}

class ByMachine extends PartLookup {
  select(term) {
    const known = new Set(xpath.select('/catalog/part/fits/machine/text()', this.doc).map((m) => m.nodeValue));
    if (!known.has(term)) return [];
    return xpath.select(`/catalog/part[@dealerOnly='false'][fits/machine="${term.replace(/"/g, '')}"]`, this.doc);
  }
}

const lookups = new Map([
  ['number', new ByPartNumber(catalog)],
  ['name', new ByName(catalog)],
  ['machine', new ByMachine(catalog)],
]);

const app = express();

app.get('/parts', (req, res) => {
  const [mode, term] = Object.entries(req.query).find(([key]) => lookups.has(key)) ?? [];
  if (!mode || typeof term !== 'string' || term.trim() === '') {
    return res.status(400).json({ error: 'search with ?number=, ?name= or ?machine=' });
  }
  try {
    const parts = lookups.get(mode).run(term.trim());
    res.json({ count: parts.length, parts });
  } catch (err) {
    res.status(err.status ?? 500).json({ error: err.status ? err.message : 'catalog lookup failed' });
  }
});

app.listen(Number(process.env.PORT ?? 8230));
