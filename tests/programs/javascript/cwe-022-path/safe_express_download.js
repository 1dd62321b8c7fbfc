// Express router that streams stored invoice PDFs for the signed-in tenant
const express = require('express');
const fs = require('fs');
const path = require('path');

const router = express.Router();
const INVOICE_ROOT = path.resolve('/srv/billing/invoices');

function requireUser(req, res, next) {
  if (!req.user || !req.user.tenantId) {
    return res.status(401).json({ error: 'login required' });
  }
  next();
}

function buildInvoicePath(tenantId, fileName) {
  const tenantRoot = path.resolve(INVOICE_ROOT, String(tenantId));
  const full = path.resolve(tenantRoot, fileName);
  if (!full.startsWith(tenantRoot + path.sep)) {
    return null;
  }
  return full;
}

router.get('/invoices/download', requireUser, (req, res) => {
  const requested = String(req.query.file || '');
  if (!requested.endsWith('.pdf')) {
    return res.status(400).json({ error: 'only pdf invoices are available' });
  }

  const target = buildInvoicePath(req.user.tenantId, requested);
  if (!target) {
    return res.status(400).json({ error: 'invalid invoice path' });
  }

  fs.stat(target, (err, stats) => {
    if (err || !stats.isFile()) {
      return res.status(404).json({ error: 'invoice not found' });
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', stats.size);
    fs.createReadStream(target).pipe(res);
  });
});

module.exports = router;
