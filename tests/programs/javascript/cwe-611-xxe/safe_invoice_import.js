// Express endpoint that imports supplier invoices submitted as UBL XML documents
const express = require('express');
const libxmljs = require('libxmljs');

const router = express.Router();
const UBL_NS = {
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
};
const PARSER_OPTIONS = { noblanks: true, noent: false, nonet: true, dtdload: false };

function textOf(doc, xpath) {
  const node = doc.get(xpath, UBL_NS);
  return node ? node.text().trim() : null;
}

function extractInvoice(doc) {
  return {
    number: textOf(doc, '//cbc:ID'),
    issueDate: textOf(doc, '//cbc:IssueDate'),
    supplier: textOf(doc, '//cac:AccountingSupplierParty//cbc:Name'),
    total: Number(textOf(doc, '//cac:LegalMonetaryTotal/cbc:PayableAmount')),
    currency: doc.get('//cac:LegalMonetaryTotal/cbc:PayableAmount', UBL_NS)?.attr('currencyID')?.value() || 'EUR',
  };
}

router.post(
  '/invoices/import',
  express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }),
  async (req, res) => {
    let doc;
    try {
      doc = libxmljs.parseXml(req.body, PARSER_OPTIONS);
    } catch (err) {
      return res.status(400).json({ error: 'malformed XML' });
    }
    const invoice = extractInvoice(doc);
    if (!invoice.number || Number.isNaN(invoice.total)) {
      return res.status(422).json({ error: 'missing invoice number or total', invoice });
    }
    await req.app.locals.invoices.insert(invoice);
    res.status(201).json(invoice);
  },
);

module.exports = router;
