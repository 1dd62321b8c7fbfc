// Express endpoint that ingests supplier invoices submitted as XML documents
const express = require('express');
const libxmljs = require('libxmljs');
const invoices = require('../models/invoices');

const router = express.Router();
const PARSE_OPTIONS = { noent: false, nonet: true, noblanks: true, huge: false };

function text(doc, xpath) {
  const node = doc.get(xpath);
  return node ? node.text().trim() : null;
}

function toInvoice(doc) {
  return {
    number: text(doc, '/Invoice/Number'),
    supplier: text(doc, '/Invoice/Supplier/Name'),
    currency: text(doc, '/Invoice/Currency') || 'EUR',
    total: Number(text(doc, '/Invoice/Total')),
    lines: doc.find('/Invoice/Lines/Line').map((line) => ({
      sku: line.get('Sku') ? line.get('Sku').text() : null,
      qty: Number(line.get('Qty') ? line.get('Qty').text() : 0),
    })),
  };
}

router.post('/invoices', express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }), async (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, PARSE_OPTIONS);
  } catch (err) {
    return res.status(400).json({ error: 'malformed XML' });
  }
  const invoice = toInvoice(doc);
  if (!invoice.number || !Number.isFinite(invoice.total)) {
    return res.status(422).json({ error: 'missing invoice number or total', received: invoice });
  }
  const saved = await invoices.insert({ ...invoice, supplierId: req.user.supplierId });
  res.status(201).json({ id: saved.id, number: invoice.number, supplier: invoice.supplier });
});

module.exports = router;
