// Express service that streams stored invoice PDFs to account holders.
const express = require('express');
const fs = require('fs');
const path = require('path');

const app = express();
const INVOICE_DIR = path.resolve(process.env.INVOICE_DIR || '/srv/billing/invoices');

function invoicePath(fileName) {
  const resolved = path.resolve(INVOICE_DIR, fileName);
  if (!resolved.startsWith(INVOICE_DIR + path.sep)) {
    return null;
  }
  return resolved;
}

app.get('/invoices/download', (req, res) => {
  const fileName = req.query.name;
  if (typeof fileName !== 'string' || fileName.length === 0) {
    return res.status(400).json({ error: 'name is required' });
  }
  const target = invoicePath(fileName);
  if (target === null) {
    return res.status(400).json({ error: 'invalid invoice name' });
  }
  fs.stat(target, (err, stats) => {
    if (err || !stats.isFile()) {
      return res.status(404).json({ error: 'invoice not found' });
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${path.basename(target)}"`);
    fs.createReadStream(target).pipe(res);
  });
});

app.listen(process.env.PORT || 3000);
