// A stilt-walker troupe roster query program of the h75 set (cwe-643-xpath).
'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const ROSTER_FILE = process.env.ROSTER_FILE || path.join(__dirname, 'roster.xml');

class RosterError extends Error {
  constructor(message, status = 500, cause) {
    super(message, { cause });
    this.name = 'RosterError';
    this.status = status;
  }
}

let cached = { mtimeMs: 0, doc: null };

function loadRoster() {
  let stat;
  try {
    stat = fs.statSync(ROSTER_FILE);
  } catch (err) {
    throw new RosterError('roster file is missing', 503, err);
  }
  if (cached.doc && cached.mtimeMs === stat.mtimeMs) {
    return cached.doc;
  }
  const errors = [];
  const doc = new DOMParser({
    onError: (level, msg) => {
      if (level !== 'warning') {
        errors.push(msg);
      }
    },
  }).parseFromString(fs.readFileSync(ROSTER_FILE, 'utf8'), 'text/xml');
  if (errors.length > 0) {
    if (cached.doc) {
      console.error(`[roster] reload failed, serving previous roster: ${errors[0]}`);
      return cached.doc;
    }
    throw new RosterError(`roster is malformed: ${errors[0]}`);
  }
  cached = { mtimeMs: stat.mtimeMs, doc };
  return doc;
}

function findWalkers(doc, name, act) {
  const expr = xpath.parse('/troupe/walker[@name=$name and act=$act]');
  return expr.select({ node: doc, variables: { name, act } });
}

const app = express();

app.get('/roster/walkers', (req, res, next) => {
  const { name, act = 'parade' } = req.query;
  if (typeof name !== 'string' || name.length === 0 || typeof act !== 'string') {
    return res.status(400).json({ error: 'name is required' });
  }
  try {
    const nodes = findWalkers(loadRoster(), name, act);
    if (nodes.length === 0) {
      return res.status(404).json({ error: 'no walker with that name in that act' });
    }
    res.json(nodes.map((node) => ({
      name: node.getAttribute('name'),
      stiltHeightCm: Number(xpath.select1('string(height)', node)),
      phone: xpath.select1('string(phone)', node),
    })));
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  const status = err.status || 500;
  console.error('[roster]', err.message, err.cause ? err.cause.message : '');
  res.status(status).json({ error: status === 500 ? 'roster lookup failed' : err.message });
});

app.listen(Number(process.env.PORT) || 5100);
