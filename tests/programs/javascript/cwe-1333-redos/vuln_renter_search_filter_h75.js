// A snowshoe rental renter search filter program of the h75 set (cwe-1333-redos).
'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');

const RENTERS_FILE = process.env.RENTERS_FILE || path.join(__dirname, 'data', 'renters.json');
let renters = [];

class SearchError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }
}

function loadRenters() {
  try {
    const parsed = JSON.parse(fs.readFileSync(RENTERS_FILE, 'utf8'));
    if (!Array.isArray(parsed)) {
      throw new TypeError('renters file must hold an array');
    }
    renters = parsed;
    console.log(`[renters] loaded ${renters.length} renters`);
  } catch (err) {
    if (renters.length > 0) {
      console.error(`[renters] reload failed, keeping previous list: ${err.message}`);
      return;
    }
    throw err;
  }
}

function buildMatcher(term) {
  if (typeof term !== 'string' || term.length === 0) {
    throw new SearchError('q is required');
  }
  if (term.length > 200) {
    throw new SearchError('q is too long');
  }
  try {
    return new RegExp(term, 'i');
  } catch (err) {
    throw new SearchError(`q is not a valid pattern: ${err.message}`);
  }
}

const app = express();

app.get('/renters/search', (req, res) => {
  let matcher;
  try {
    matcher = buildMatcher(req.query.q);
  } catch (err) {
    return res.status(err.status || 500).json({ error: err.message });
  }

  const size = req.query.size;
  const hits = renters.filter((r) => {
    if (size && r.shoeSize !== size) {
      return false;
    }
    return matcher.test(r.name) || matcher.test(r.email || '');
  });

  if (hits.length === 0) {
    return res.status(404).json({ error: 'no renters match' });
  }
  return res.json({ count: hits.length, renters: hits.slice(0, 50) });
});

app.post('/renters/reload', (req, res) => {
  try {
    loadRenters();
    res.json({ count: renters.length });
  } catch (err) {
    res.status(500).json({ error: 'could not load renters' });
  }
});

loadRenters();
app.listen(Number(process.env.PORT) || 3600);
