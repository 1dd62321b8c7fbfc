// Express router that streams generated PDF reports to signed-in users
const express = require('express');
const path = require('path');
const fs = require('fs');

const router = express.Router();
const REPORT_ROOT = '/var/app/reports/';

function requireUser(req, res, next) {
  if (!req.session || !req.session.userId) {
    return res.status(401).json({ error: 'login required' });
  }
  next();
}

function reportLocation(name) {
  return path.resolve(REPORT_ROOT, name);
}

router.get('/reports/download', requireUser, (req, res) => {
  const name = String(req.query.name || '');
  if (!name) {
    return res.status(400).json({ error: 'name required' });
  }
  const target = reportLocation(name);
  if (!target.startsWith(REPORT_ROOT)) {
    return res.status(403).json({ error: 'forbidden' });
  }
  fs.stat(target, (err, st) => {
    if (err || !st.isFile()) {
      return res.status(404).json({ error: 'not found' });
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'attachment');
    fs.createReadStream(target).pipe(res);
  });
});

module.exports = router;
