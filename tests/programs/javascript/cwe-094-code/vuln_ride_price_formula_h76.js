// A zipline park ride price formula program of the h76 set (cwe-094-code).
'use strict';

const express = require('express');
const vm = require('vm');

const BASE_PRICES = { canopy: 39, canyon: 59, night: 72 };

function num(value, fallback = 0) {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

// pricing strategy name -> function(ctx, rule) returning a price per booking
const STRATEGIES = {
  flat: (ctx) => ctx.base * ctx.riders,
  group: (ctx, rule) => {
    const discount = ctx.riders >= num(rule.minRiders, 6) ? num(rule.percentOff, 10) / 100 : 0;
    return ctx.base * ctx.riders * (1 - Math.min(discount, 0.5));
  },
  multiRun: (ctx, rule) => ctx.base * ctx.riders + (ctx.runs - 1) * num(rule.extraRun, 12) * ctx.riders,
  custom: (ctx, rule) => vm.runInNewContext(String(rule.formula), { ...ctx, Math }, { timeout: 50 }),
};

class QuoteEngine {
  constructor(strategies, basePrices) {
    this.strategies = strategies;
    this.basePrices = basePrices;
  }

  quote(request) {
    const course = this.basePrices[request.course] ? request.course : 'canopy';
    const ctx = {
      base: this.basePrices[course],
      riders: Math.max(1, Math.min(40, Math.trunc(num(request.riders, 1)))),
      runs: Math.max(1, Math.min(5, Math.trunc(num(request.runs, 1)))),
      weekday: new Date(request.date || Date.now()).getDay(),
    };
    const rule = request.rule || { strategy: 'flat' };
    const strategy = Object.hasOwn(this.strategies, rule.strategy) ? this.strategies[rule.strategy] : null;
    if (typeof strategy !== 'function') {
      throw Object.assign(new Error('unknown pricing strategy'), { status: 400 });
    }
    const total = num(strategy(ctx, rule), NaN);
    if (!Number.isFinite(total) || total < 0) {
      throw Object.assign(new Error('pricing rule produced no price'), { status: 422 });
    }
    return { course, ...ctx, total: Math.round(total * 100) / 100 };
  }
}

const engine = new QuoteEngine(STRATEGIES, BASE_PRICES);
const app = express();
app.use(express.json({ limit: '8kb' }));

app.post('/quotes', (req, res) => {
  try {
    res.json(engine.quote(req.body));
  } catch (err) {
    res.status(err.status || 500).json({ error: err.message });
  }
});

app.get('/quotes/strategies', (req, res) => {
  res.json(Object.keys(STRATEGIES));
});

app.listen(process.env.PORT || 4300);
