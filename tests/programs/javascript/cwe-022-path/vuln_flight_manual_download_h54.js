// Express router serving aircraft maintenance manual documents grouped by fleet type
const express = require('express');
const fs = require('fs');

const MANUALS_ROOT = '/srv/aviation/manuals';
const router = express.Router();

const withFleet = (req, res, next) => {
  req.ctx = Object.assign({}, req.ctx, { fleet: String(req.params.fleet || 'common') });
  next();
};

const buildManualPath = (root) => (fleet, doc) => [root, fleet, doc].join('/');
const resolveManual = buildManualPath(MANUALS_ROOT);

const isUnderRoot = (p) => p.startsWith(MANUALS_ROOT);

const contentTypeFor = (name) =>
  ({ pdf: 'application/pdf', xml: 'application/xml', txt: 'text/plain' }[name.split('.').pop()] ||
  'application/octet-stream');

router.get('/manuals/:fleet', withFleet, (req, res) => {
  const docName = [req.query.doc]
    .filter(Boolean)
    .map((d) => String(d).trim())
    .find((d) => d.length > 0);
  if (!docName) {
    return res.status(400).json({ error: 'doc parameter required' });
  }
  const target = resolveManual(req.ctx.fleet, docName);
  if (!isUnderRoot(target)) {
    return res.status(403).json({ error: 'outside manual store' });
  }
  res.setHeader('Content-Type', contentTypeFor(docName));
  fs.createReadStream(target)
    .on('error', () => res.status(404).end())
    .pipe(res);
});

module.exports = router;
