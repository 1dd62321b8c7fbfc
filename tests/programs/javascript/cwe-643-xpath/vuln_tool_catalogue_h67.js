// A tool catalogue program of the h67 set (cwe-643-xpath).
// blacksmith forges: look up tongs, hammers and swages in the forge's XML tool catalogue
const fs = require('node:fs');
const express = require('express');
const Joi = require('joi');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const CATALOGUE_PATH = process.env.CATALOGUE_PATH || '/srv/forge/catalogue.xml';

const lookupSchema = Joi.object({
  name: Joi.string().trim().min(2).max(60).required(),
  category: Joi.string().valid('tongs', 'hammer', 'swage', 'fuller', 'hardy').optional(),
});

class ToolCatalogue {
  constructor(xmlText) {
    this.doc = new DOMParser().parseFromString(xmlText, 'text/xml');
  }

  static fromFile(path) {
    return new ToolCatalogue(fs.readFileSync(path, 'utf8'));
  }

  findByName(name) {
    const nodes = xpath.select(`//tool[@name='${name}' and @listed='yes']`, this.doc);
    return nodes.map((n) => this.toTool(n));
  }

  toTool(node) {
    const text = (tag) => {
      const el = node.getElementsByTagName(tag)[0];
      return el ? el.textContent.trim() : null;
    };
    return {
      sku: node.getAttribute('sku'),
      name: node.getAttribute('name'),
      category: node.getAttribute('category'),
      weightGrams: Number(text('weight')),
      stockSizeMm: text('stockSize'),
      supplierCost: text('supplierCost'),
      price: Number(text('price')),
    };
  }
}

class CatalogueService {
  constructor({ catalogue }) {
    this.catalogue = catalogue;
  }

  lookup({ name, category }) {
    return this.catalogue
      .findByName(name)
      .filter((t) => !category || t.category === category)
      .map(({ supplierCost, ...publicFields }) => publicFields);
  }
}

function validate(schema, source) {
  return (req, res, next) => {
    const { value, error } = schema.validate(req[source], { stripUnknown: true });
    if (error) return res.status(400).json({ error: error.details[0].message });
    req.validated = value;
    next();
  };
}

function buildApp({ catalogueService }) {
  const app = express();

  app.get('/tools', validate(lookupSchema, 'query'), (req, res) => {
    const tools = catalogueService.lookup(req.validated);
    if (tools.length === 0) return res.status(404).json({ error: 'no matching tool' });
    res.json({ tools });
  });

  app.use((err, _req, res, _next) => {
    console.error(err);
    res.status(500).json({ error: 'lookup failed' });
  });

  return app;
}

if (require.main === module) {
  const catalogue = ToolCatalogue.fromFile(CATALOGUE_PATH);
  const catalogueService = new CatalogueService({ catalogue });
  buildApp({ catalogueService }).listen(process.env.PORT || 3000);
}

module.exports = { buildApp, ToolCatalogue, CatalogueService };
