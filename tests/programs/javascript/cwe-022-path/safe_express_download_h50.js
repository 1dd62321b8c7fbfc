// Express route that serves exported report files for a tenant from the reports directory.
const express = require('express');
const path = require('path');
const fs = require('fs');

const REPORT_ROOT = '/var/app/reports';
const router = express.Router();

function resolveReport(relative) {
  const candidate = path.resolve(REPORT_ROOT, relative);
  if (!candidate.startsWith(REPORT_ROOT + path.sep)) {
    return null;
  }
  return candidate;
}

router.get('/reports/:tenant/download', (req, res) => {
  const fileName = req.query.file;
  if (typeof fileName !== 'string' || fileName.length === 0) {
    return res.status(400).json({ error: 'file is required' });
  }
  const fullPath = resolveReport(path.join(req.params.tenant, fileName));
  if (!fullPath) {
    return res.status(403).json({ error: 'forbidden' });
  }
  fs.readFile(fullPath, (err, data) => {
    if (err) {
      return res.status(404).json({ error: 'not found' });
    }
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Disposition', `attachment; filename="${path.basename(fullPath)}"`);
    res.send(data);
  });
});

module.exports = router;
