// A rope specs program of the h69 set (cwe-643-xpath).
const express = require('express');
const fs = require('node:fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const app = express();
const SPEC_FILE = process.env.SPEC_BOOK || '/srv/ropewalk/spec-book.xml';

let specBook = null;
function loadSpecBook() {
  const xml = fs.readFileSync(SPEC_FILE, 'utf8');
  specBook = new DOMParser().parseFromString(xml, 'text/xml');
}
loadSpecBook();
fs.watchFile(SPEC_FILE, { interval: 60000 }, loadSpecBook);

// Pull the lookup parameters from the query string for the spec routes.
app.use('/specs', (req, res, next) => {
  res.locals.lookup = {
    code: typeof req.query.code === 'string' ? req.query.code.trim() : '',
    fibre: typeof req.query.fibre === 'string' ? req.query.fibre.trim() : '',
    units: req.query.units === 'lbf' ? 'lbf' : 'kN',
  };
  if (!res.locals.lookup.code) {
    return res.status(400).json({ error: 'code is required' });
  }
  next();
});

const ROPES_BY_CODE = xpath.parse("//rope[@code=$code and not(@withdrawn='true')]");

function findRopes(code) {
  return ROPES_BY_CODE.select({ node: specBook, variables: { code } });
}

function toSpec(node, units) {
  const kn = Number(xpath.select1('string(breakingLoad)', node));
  return {
    code: node.getAttribute('code'),
    fibre: xpath.select1('string(fibre)', node),
    diameterMm: Number(xpath.select1('string(diameter)', node)),
    strands: Number(xpath.select1('string(strands)', node)),
    breakingLoad: units === 'lbf' ? Math.round(kn * 224.809) : kn,
    units,
  };
}

app.get('/specs', (req, res) => {
  const { code, fibre, units } = res.locals.lookup;
  const specs = findRopes(code)
    .map((node) => toSpec(node, units))
    .filter((s) => !fibre || s.fibre.toLowerCase() === fibre.toLowerCase());
  if (!specs.length) return res.status(404).json({ error: `no current rope with code ${code}` });
  res.json(specs);
});

app.get('/specs/working-load', (req, res) => {
  const { code } = res.locals.lookup;
  const factor = Math.min(Math.max(Number(req.query.factor) || 5, 3), 12);
  const [first] = findRopes(code);
  if (!first) return res.status(404).json({ error: 'unknown rope' });
  const spec = toSpec(first, 'kN');
  res.json({ code: spec.code, designFactor: factor, workingLoadKn: Math.round((spec.breakingLoad / factor) * 100) / 100 });
});

app.listen(Number(process.env.PORT) || 3340);
