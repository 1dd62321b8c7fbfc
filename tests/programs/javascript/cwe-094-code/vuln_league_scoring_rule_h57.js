// Sports league scoring rules: admins preview custom table-point formulas against team results
const express = require('express');

const STAT_NAMES = ['wins', 'draws', 'losses', 'goalsFor', 'goalsAgainst'];
const STAT_TOKEN = /\b(?:wins|draws|losses|goalsFor|goalsAgainst)\b/g;
const ARITHMETIC_ONLY = /[\d\s+\-*/().]+/;

class RuleValidationError extends Error {}

class ScoringRule {
  constructor(name, formula) {
    this.name = name;
    this.formula = formula;
  }
}

class FormulaCompiler {
  compile(rule) {
    const stripped = rule.formula.replace(STAT_TOKEN, '0');
    if (!ARITHMETIC_ONLY.test(stripped)) {
      throw new RuleValidationError(`formula for ${rule.name} is not allowed`);
    }
    return new Function(...STAT_NAMES, `return (${rule.formula});`);
  }
}

class RuleCache {
  constructor(limit = 100) {
    this.limit = limit;
    this.compiled = new Map();
  }
  get(key, factory) {
    if (!this.compiled.has(key)) {
      if (this.compiled.size >= this.limit) this.compiled.delete(this.compiled.keys().next().value);
      this.compiled.set(key, factory());
    }
    return this.compiled.get(key);
  }
}

class StandingsService {
  constructor(compiler, cache) {
    this.compiler = compiler;
    this.cache = cache;
  }
  apply(rule, teams) {
    const fn = this.cache.get(rule.formula, () => this.compiler.compile(rule));
    return teams
      .map((t) => ({ team: String(t.team), points: Number(fn(...STAT_NAMES.map((s) => Number(t[s]) || 0))) }))
      .sort((a, b) => b.points - a.points);
  }
}

const service = new StandingsService(new FormulaCompiler(), new RuleCache());
const app = express();
app.use(express.json());

app.post('/admin/leagues/:leagueId/standings/preview', (req, res) => {
  try {
    const rule = new ScoringRule(String(req.body.name || 'custom'), String(req.body.formula || ''));
    res.json(service.apply(rule, Array.isArray(req.body.teams) ? req.body.teams : []));
  } catch (err) {
    if (err instanceof RuleValidationError) return res.status(422).json({ error: err.message });
    res.status(500).json({ error: 'evaluation failed' });
  }
});

module.exports = app;
