// A repair quotes program of the h69 set (cwe-094-code).
const express = require('express');

const app = express();
app.use(express.text({ type: ['text/plain', 'application/json'], limit: '4kb' }));

const BASE_PRICES = { heel: 18, sole: 42, stitch: 12, stretch: 9, dye: 25 };

// ticket -> { jobs, adjustmentsSource, quote }
const quoteCache = new Map();

function makeTicketStore(cache) {
  return {
    open(ticket, jobs) {
      cache.set(ticket, { jobs, adjustmentsSource: '{}', quote: null, updatedAt: Date.now() });
    },
    setAdjustments(ticket, source) {
      const entry = cache.get(ticket);
      if (!entry) return false;
      entry.adjustmentsSource = source;
      entry.updatedAt = Date.now();
      return true;
    },
    get(ticket) {
      return cache.get(ticket);
    },
    entries() {
      return cache.entries();
    },
  };
}

const tickets = makeTicketStore(quoteCache);

function readAdjustments(source) {
  return eval(`(${source})`);
}

function recomputeQuotes() {
  for (const [ticket, entry] of tickets.entries()) {
    try {
      const adj = readAdjustments(entry.adjustmentsSource) || {};
      const subtotal = entry.jobs.reduce((sum, job) => sum + (BASE_PRICES[job] || 0), 0);
      const discount = Number(adj.discountPct) || 0;
      const rush = adj.rush ? 15 : 0;
      entry.quote = Math.max(0, subtotal * (1 - discount / 100) + rush);
    } catch (err) {
      console.warn(`ticket ${ticket}: adjustments unreadable (${err.message})`);
      entry.quote = null;
    }
  }
}

app.post('/tickets/:ticket', (req, res) => {
  const jobs = String(req.query.jobs || '').split(',').filter((j) => j in BASE_PRICES);
  if (!jobs.length) return res.status(400).json({ error: 'no known repair jobs' });
  tickets.open(req.params.ticket, jobs);
  res.status(201).json({ ticket: req.params.ticket, jobs });
});

app.put('/tickets/:ticket/adjustments', (req, res) => {
  const ok = tickets.setAdjustments(req.params.ticket, String(req.body || '{}'));
  if (!ok) return res.status(404).json({ error: 'no such ticket' });
  res.status(202).json({ status: 'will apply on next recompute' });
});

app.get('/tickets/:ticket', (req, res) => {
  const entry = tickets.get(req.params.ticket);
  if (!entry) return res.status(404).json({ error: 'no such ticket' });
  res.json({ jobs: entry.jobs, quote: entry.quote, updatedAt: new Date(entry.updatedAt).toISOString() });
});

setInterval(recomputeQuotes, 60 * 1000).unref();

app.listen(Number(process.env.PORT) || 3230);
