// Express endpoint importing supplier invoices uploaded as UBL XML documents
const express = require('express');
const libxmljs = require('libxmljs');
const { saveInvoice } = require('../services/invoices');

const router = express.Router();
router.use(express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));

const NS = {
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
};
const PARSE_OPTIONS = { noent: false, dtdload: false, nonet: true, noblanks: true };

function text(doc, xpath) {
  const node = doc.get(xpath, NS);
  return node ? node.text().trim() : null;
}

function toInvoice(doc) {
  const lines = doc.find('//cac:InvoiceLine', NS).map((line) => ({
    description: text(line, './cac:Item/cbc:Name'),
    quantity: Number(text(line, './cbc:InvoicedQuantity')),
    amount: Number(text(line, './cbc:LineExtensionAmount')),
  }));
  return {
    number: text(doc, '//cbc:ID'),
    issueDate: text(doc, '//cbc:IssueDate'),
    supplier: text(doc, '//cac:AccountingSupplierParty//cbc:Name'),
    lines,
  };
}

router.post('/invoices/import', async (req, res, next) => {
  if (typeof req.body !== 'string' || req.body.length === 0) {
    return res.status(415).json({ error: 'XML body required' });
  }
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, PARSE_OPTIONS);
  } catch (err) {
    return res.status(400).json({ error: 'malformed XML' });
  }
  try {
    const invoice = toInvoice(doc);
    const id = await saveInvoice(req.user.companyId, invoice);
    res.status(201).json({ id, number: invoice.number, lines: invoice.lines.length });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
