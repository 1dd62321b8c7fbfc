// Express router that streams generated PDF and CSV reports from the storage directory
const express = require('express');
const fs = require('fs');
const path = require('path');

const router = express.Router();
const STORAGE_ROOT = path.join(__dirname, 'storage');
const REPORT_DIR = path.resolve(STORAGE_ROOT, 'reports');

function contentTypeFor(name) {
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.csv')) return 'text/csv';
  return 'application/octet-stream';
}

function resolveReport(relative) {
  const candidate = path.resolve(REPORT_DIR, relative);
  if (!candidate.startsWith(REPORT_DIR + path.sep)) {
    return null;
  }
  return candidate;
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
