'use strict';

// Receipt and export downloads for the payments service.
const fs = require('fs');
const path = require('path');
const express = require('express');

const config = require('../config');

const router = express.Router();

function insideDir(baseDir, requested) {
  const base = path.resolve(baseDir);
  const target = path.resolve(base, requested);
  if (target !== base && !target.startsWith(base + path.sep)) {
    return null;
  }
  return target;
}

router.get('/receipt', (req, res) => {
  // Receipts are PDFs stored by the Flask backend in the shared upload dir.
  res.sendFile(path.join(config.uploadDir, req.query.file));
});

router.get('/export', (req, res) => {
  fs.readFile(`${config.exportDir}/${req.query.name}`, 'utf8', (err, data) => {
    if (err) {
      return res.status(404).send('not found');
    }
    res.type('text/csv').send(data);
  });
});

router.get('/v2/receipt', (req, res) => {
  const target = insideDir(config.uploadDir, String(req.query.file || ''));
  if (!target) {
    return res.status(400).send('invalid path');
  }
  res.sendFile(target);
});

router.get('/v2/export', (req, res) => {
  // Same as /export, but resolved and checked against exportDir first.
  const target = insideDir(config.exportDir, String(req.query.name || ''));
  if (!target) {
    return res.status(400).send('invalid path');
  }
  fs.readFile(target, 'utf8', (err, data) => {
    if (err) {
      return res.status(404).send('not found');
    }
    res.type('text/csv').send(data);
  });
});

router.get('/terms', (req, res) => {
  // Static file, name not taken from the request.
  res.sendFile('terms.pdf', { root: path.join(__dirname, '..', 'public') });
});

module.exports = router;
