// A catalogue search program of the h71 set (cwe-643-xpath).
import express from 'express';
import { readFile } from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const CATALOGUE_PATH = process.env.CATALOGUE_PATH ?? '/srv/millarchive/catalogue.xml';
const MILL_CODE = /^[A-Z]{2}\d{2}$/;
const MAX_RESULTS = 200;

class CatalogueQueryError extends Error {
  constructor(message) {
    super(message);
    this.name = 'CatalogueQueryError';
    this.status = 400;
  }
}

function validateQuery({ mill, decade }) {
  if (!mill) return 'a mill code is required, e.g. NF07';
  if (!MILL_CODE.test(mill)) return `mill code ${mill} is not in the register`;
  if (decade !== undefined && !/^1[6-9]\d0$/.test(decade)) return 'decade must look like 1850';
  return null;
}

let cataloguePromise;
function loadCatalogue() {
  cataloguePromise ??= readFile(CATALOGUE_PATH, 'utf8')
    .then((xml) => new DOMParser().parseFromString(xml, 'text/xml'))
    .catch((err) => {
      cataloguePromise = undefined;
      throw err;
    });
  return cataloguePromise;
}

const app = express();

app.get('/drawings', async (req, res, next) => {
  const { mill, decade } = req.query;
  const problem = validateQuery(req.query);
  if (problem) {
    console.warn(`catalogue search: ${problem}`);
  }

  try {
    const doc = await loadCatalogue();
    let expr = `//drawing[@mill='${mill}' and not(@restricted='true')]`;
    if (decade) {
      expr += `[starts-with(@dated, '${String(decade).slice(0, 3)}')]`;
    }
    const nodes = xpath.select(expr, doc);
    if (nodes.length > MAX_RESULTS) {
      throw new CatalogueQueryError('too many drawings match; add a decade to narrow the search');
    }
    res.json({
      mill,
      count: nodes.length,
      drawings: nodes.map((node) => ({
        ref: node.getAttribute('ref'),
        title: xpath.select1('string(title)', node),
        dated: node.getAttribute('dated'),
        millwright: xpath.select1('string(millwright)', node) || null,
      })),
    });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  const status = err.status ?? 500;
  if (status >= 500) console.error('catalogue search failed', err);
  res.status(status).json({ error: status >= 500 ? 'catalogue unavailable' : err.message });
});

app.listen(Number(process.env.PORT ?? 3000));
