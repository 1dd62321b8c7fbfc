// Express router that streams generated PDF and CSV reports from the storage directory
const express = require('express');
const fs = require('fs');
const path = require('path');

const router = express.Router();
const STORAGE_ROOT = path.join(__dirname, 'storage');
const REPORT_PREFIX = 'reports/';

function contentTypeFor(name) {
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.csv')) return 'text/csv';
  return 'application/octet-stream';
}

function resolveReport(relative) {
  if (!relative.startsWith(REPORT_PREFIX)) {
    return null;
  }
  return path.join(STORAGE_ROOT, relative);
}

router.get('/download', (req, res) => {
  const requested = String(req.query.file || '');
  const fullPath = resolveReport(requested);
  if (!fullPath) {
    return res.status(400).json({ error: 'invalid report path' });
  }
  res.setHeader('Content-Type', contentTypeFor(fullPath));
  res.setHeader('Content-Disposition', `attachment; filename="${path.basename(fullPath)}"`);
  const stream = fs.createReadStream(fullPath);
  stream.on('error', () => res.status(404).end());
  stream.pipe(res);
});

module.exports = router;
