// Express endpoint that accepts supplier invoices as XML and extracts line items
const express = require('express');
const libxmljs = require('libxmljs');

const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '1mb' }));

const PARSER_OPTIONS = { noent: true, noblanks: true, nocdata: true };

function textOf(node, xpath) {
  const found = node.get(xpath);
  return found ? found.text().trim() : '';
}

function extractInvoice(doc) {
  const lines = doc.find('//invoice/line').map((line) => ({
    sku: textOf(line, 'sku'),
    description: textOf(line, 'description'),
    quantity: Number(textOf(line, 'qty')) || 0,
    unitPrice: Number(textOf(line, 'price')) || 0,
  }));
  return {
    number: textOf(doc, '//invoice/number'),
    supplier: textOf(doc, '//invoice/supplier/name'),
    lines,
    total: lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0),
  };
}

app.post('/suppliers/invoices', (req, res) => {
  if (typeof req.body !== 'string' || req.body.length === 0) {
    return res.status(415).json({ error: 'XML body required' });
  }
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, PARSER_OPTIONS);
  } catch (err) {
    return res.status(400).json({ error: 'malformed XML' });
  }
  const invoice = extractInvoice(doc);
  if (!invoice.number || invoice.lines.length === 0) {
    return res.status(422).json({ error: 'invoice number and lines are required' });
  }
  res.status(201).json(invoice);
});

module.exports = app;
