// Express endpoint that accepts supplier invoices as XML and records their line totals.
const express = require('express');
const libxmljs = require('libxmljs2');
const { saveInvoice } = require('./invoices');

const app = express();
app.use('/invoices', express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));

const PARSE_OPTIONS = { noent: true, noblanks: true };

function textAt(doc, xpath) {
  const node = doc.get(xpath);
  return node ? node.text().trim() : null;
}

function parseInvoice(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const lines = doc.find('/invoice/lines/line').map((line) => ({
    sku: textAt(line, 'sku'),
    description: textAt(line, 'description'),
    quantity: Number(textAt(line, 'quantity')),
    unitPrice: Number(textAt(line, 'unitPrice')),
  }));
  return {
    number: textAt(doc, '/invoice/number'),
    supplier: textAt(doc, '/invoice/supplier/name'),
    currency: textAt(doc, '/invoice/currency') || 'EUR',
    lines,
  };
}

app.post('/invoices', async (req, res) => {
  if (typeof req.body !== 'string' || req.body.length === 0) {
    return res.status(415).json({ error: 'expected an XML body' });
  }
  let invoice;
  try {
    invoice = parseInvoice(req.body);
  } catch (err) {
    return res.status(400).json({ error: 'malformed invoice' });
  }
  if (!invoice.number || invoice.lines.length === 0) {
    return res.status(422).json({ error: 'invoice number and lines are required' });
  }
  const total = invoice.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const id = await saveInvoice({ ...invoice, total });
  res.status(201).json({ id, total, lines: invoice.lines });
});

module.exports = app;
