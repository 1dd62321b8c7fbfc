// Express router that streams generated PDF reports for a tenant
const express = require('express');
const path = require('path');
const fs = require('fs');

const router = express.Router();
const REPORTS_DIR = '/var/app/data/reports';
const TENANT_RE = /^[a-z0-9-]{2,40}$/;

function reportLocation(tenant, name) {
  return REPORTS_DIR + '/' + tenant + '/' + name;
}

function isInsideReports(candidate, tenant) {
  return candidate.startsWith(path.join(REPORTS_DIR, tenant));
}

router.get('/reports/:tenant/download', (req, res) => {
  const { tenant } = req.params;
  const file = req.query.file;
  if (!TENANT_RE.test(tenant) || typeof file !== 'string' || file.length === 0) {
    return res.status(400).json({ error: 'tenant and file are required' });
  }
  if (!req.user || req.user.tenant !== tenant) {
    return res.status(403).end();
  }

  const target = reportLocation(tenant, file);
  if (!isInsideReports(target, tenant)) {
    return res.status(403).end();
  }

  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${path.basename(target)}"`);
  fs.createReadStream(target)
    .on('error', () => res.status(404).end())
    .pipe(res);
});

module.exports = router;
