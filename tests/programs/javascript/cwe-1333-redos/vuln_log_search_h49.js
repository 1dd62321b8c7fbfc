// Express endpoint that searches recent application log lines for an operator-supplied term
const express = require('express');
const { readRecentLines } = require('../lib/logstore');

const router = express.Router();
const MAX_TERM = 200;

function buildMatcher(term, caseSensitive) {
  const flags = caseSensitive ? '' : 'i';
  return new RegExp(term, flags);
}

function filterLines(lines, matcher, limit) {
  const hits = [];
  for (const line of lines) {
    if (matcher.test(line.message)) {
      hits.push(line);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}

router.get('/logs/search', async (req, res, next) => {
  const term = String(req.query.q || '');
  if (!term || term.length > MAX_TERM) {
    return res.status(400).json({ error: `q must be 1-${MAX_TERM} characters` });
  }
  const limit = Math.min(Number.parseInt(req.query.limit, 10) || 100, 500);
  try {
    const matcher = buildMatcher(term, req.query.case === 'sensitive');
    const lines = await readRecentLines(req.query.service || 'api', { max: 20000 });
    res.json({ term, hits: filterLines(lines, matcher, limit) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
