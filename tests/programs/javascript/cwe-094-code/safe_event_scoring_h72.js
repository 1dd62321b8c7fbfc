// A event scoring program of the h72 set (cwe-094-code).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

const VARIABLES = ['time', 'penalties', 'judge1', 'judge2', 'bonus'];

class TimedScoring {
  score(run) {
    return run.time + run.penalties * 5;
  }
}

class JudgedScoring {
  score(run) {
    return run.judge1 + run.judge2 - run.penalties;
  }
}

class FormulaScoring {
  constructor(formula) {
    this.formula = formula;
    this.fn = new Function(...VARIABLES, `"use strict"; return (${formula});`);
  }

  // Only arithmetic over the known run variables is accepted.
  static compile(formula) {
    const text = String(formula);
    if (text.length > 120 || !/^[a-z0-9_.+\-*/()\s]+$/.test(text)) {
      throw new SyntaxError('formula may only use numbers, + - * / and parentheses');
    }
    for (const word of text.match(/[a-z_][a-z0-9_]*/g) ?? []) {
      if (!VARIABLES.includes(word)) throw new SyntaxError(`unknown variable "${word}"`);
    }
    return new FormulaScoring(text);
  }

  score(run) {
    const value = this.fn(...VARIABLES.map((v) => Number(run[v] ?? 0)));
    if (!Number.isFinite(value)) throw new RangeError('formula did not produce a number');
    return value;
  }
}

const strategies = new Map([
  ['timed', () => new TimedScoring()],
  ['judged', () => new JudgedScoring()],
  ['formula', (cfg) => FormulaScoring.compile(cfg.formula)],
]);

const events = new Map([
  ['barrel-racing', { strategy: 'timed', scorer: new TimedScoring() }],
  ['saddle-bronc', { strategy: 'judged', scorer: new JudgedScoring() }],
]);

const router = new Router();

router.post('/scoring/preview', (ctx) => {
  const { formula, run = {} } = ctx.request.body ?? {};
  try {
    ctx.body = { score: FormulaScoring.compile(formula).score(run) };
  } catch (err) {
    ctx.throw(422, err.message);
  }
});

router.put('/events/:slug/scoring', (ctx) => {
  const cfg = ctx.request.body ?? {};
  const make = strategies.get(cfg.strategy);
  if (!make) ctx.throw(400, `strategy must be one of ${[...strategies.keys()].join(', ')}`);
  try {
    events.set(ctx.params.slug, { strategy: cfg.strategy, formula: cfg.formula, scorer: make(cfg) });
  } catch (err) {
    ctx.throw(422, err.message);
  }
  ctx.status = 204;
});

router.post('/events/:slug/runs', (ctx) => {
  const event = events.get(ctx.params.slug);
  if (!event) ctx.throw(404, 'no such event');
  const run = ctx.request.body ?? {};
  try {
    ctx.body = { contestant: String(run.contestant ?? ''), score: event.scorer.score(run) };
  } catch (err) {
    ctx.throw(422, err.message);
  }
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 5055));
