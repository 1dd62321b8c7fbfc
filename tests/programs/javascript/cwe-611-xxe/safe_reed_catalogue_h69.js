// A reed catalogue program of the h69 set (cwe-611-xxe).
const express = require('express');
const libxmljs = require('libxmljs');

const app = express();
const reedPrices = new Map();

const PARSE_OPTIONS = { noent: false, noblanks: true, nonet: true, dtdload: false };

// Keep the uploaded document and supplier on the request for the import handler.
function captureUpload(req, res, next) {
  express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' })(req, res, (err) => {
    if (err) return next(err);
    req.ctx = {
      supplier: req.get('x-supplier-code') || 'unknown',
      xml: typeof req.body === 'string' ? req.body : '',
    };
    next();
  });
}

function parseCatalogue(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  return doc.find('//reedBlock').map((node) => ({
    code: node.attr('code')?.value() || '',
    voices: Number(node.get('voices')?.text() || 0),
    material: node.get('material')?.text() || '',
    description: node.get('description')?.text() || '',
    price: Number(node.get('price')?.text() || NaN),
  }));
}

app.post('/suppliers/catalogue', captureUpload, (req, res) => {
  const { supplier, xml } = req.ctx;
  if (!xml.trim()) return res.status(400).json({ error: 'empty document' });
  let items;
  try {
    items = parseCatalogue(xml);
  } catch (err) {
    return res.status(422).json({ error: `could not read catalogue: ${err.message}` });
  }
  const accepted = [];
  const rejected = [];
  for (const item of items) {
    if (!item.code || !Number.isFinite(item.price)) {
      rejected.push(item);
      continue;
    }
    reedPrices.set(`${supplier}:${item.code}`, { ...item, supplier, importedAt: Date.now() });
    accepted.push(item);
  }
  res.json({ supplier, accepted, rejected: rejected.length });
});

app.get('/reeds', (req, res) => {
  const voices = Number(req.query.voices) || null;
  const list = [...reedPrices.values()].filter((r) => !voices || r.voices === voices);
  res.json(list.sort((a, b) => a.price - b.price));
});

app.listen(Number(process.env.PORT) || 3621);
