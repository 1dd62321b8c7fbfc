// A dough formula calc program of the h74 set (cwe-094-code).
'use strict';

const { Worker, isMainThread, parentPort } = require('node:worker_threads');

if (isMainThread) {
  const express = require('express');
  const { randomUUID } = require('node:crypto');

  const app = express();
  app.use(express.json());

  const calculator = new Worker(__filename);
  const waiting = new Map();

  calculator.on('message', ({ id, value, error }) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(new Error(error));
    else entry.resolve(value);
  });

  function evaluateInWorker(formula, batch) {
    return new Promise((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('formula took too long'));
      }, 1000);
      waiting.set(id, { resolve, reject, timer });
      calculator.postMessage({ id, formula, batch });
    });
  }

  app.post('/recipes/:recipeId/formula-preview', async (req, res) => {
    const { formula, batch } = req.body || {};
    if (typeof formula !== 'string' || formula.length > 200) {
      return res.status(400).json({ error: 'formula must be a short string' });
    }
    const scope = {
      flour: Number(batch?.flour) || 0,
      water: Number(batch?.water) || 0,
      salt: Number(batch?.salt) || 0,
      yeast: Number(batch?.yeast) || 0,
      lye: Number(batch?.lye) || 0,
    };
    try {
      const grams = await evaluateInWorker(formula, scope);
      res.json({ recipeId: req.params.recipeId, grams: Math.round(grams * 10) / 10 });
    } catch (err) {
      res.status(422).json({ error: err.message });
    }
  });

  app.listen(Number(process.env.PORT || 3140), () => console.log('formula preview ready'));
} else {
  const FUNCTIONS = { round: Math.round, min: Math.min, max: Math.max };
  const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|([-+*\/(),]))/y;

  function tokenize(formula) {
    const tokens = [];
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < formula.length) {
      if (/^\s*$/.test(formula.slice(TOKEN.lastIndex))) break;
      const at = TOKEN.lastIndex;
      const m = TOKEN.exec(formula);
      if (!m) throw new Error(`unexpected input at position ${at}`);
      if (m[1]) tokens.push({ type: 'num', value: Number(m[1]) });
      else if (m[2]) tokens.push({ type: 'name', value: m[2] });
      else tokens.push({ type: 'op', value: m[3] });
    }
    return tokens;
  }

  function evaluate(formula, scope) {
    const tokens = tokenize(formula);
    let pos = 0;
    const peek = () => tokens[pos];
    const take = (value) => {
      const t = tokens[pos];
      if (!t || (value && t.value !== value)) throw new Error(`expected ${value || 'a value'}`);
      pos += 1;
      return t;
    };
    function primary() {
      const t = take();
      if (t.type === 'num') return t.value;
      if (t.value === '-') return -primary();
      if (t.value === '(') {
        const v = expr();
        take(')');
        return v;
      }
      if (t.type === 'name' && Object.hasOwn(FUNCTIONS, t.value)) {
        take('(');
        const args = [expr()];
        while (peek()?.value === ',') {
          take(',');
          args.push(expr());
        }
        take(')');
        return FUNCTIONS[t.value](...args);
      }
      if (t.type === 'name' && Object.hasOwn(scope, t.value)) return scope[t.value];
      throw new Error(`unknown name ${t.value}`);
    }
    function term() {
      let v = primary();
      while (peek()?.value === '*' || peek()?.value === '/') {
        v = take().value === '*' ? v * primary() : v / primary();
      }
      return v;
    }
    function expr() {
      let v = term();
      while (peek()?.value === '+' || peek()?.value === '-') {
        v = take().value === '+' ? v + term() : v - term();
      }
      return v;
    }
    const result = expr();
    if (pos !== tokens.length) throw new Error('unexpected trailing input');
    if (typeof result !== 'number' || !Number.isFinite(result)) {
      throw new Error('formula must produce a number');
    }
    return result;
  }

  parentPort.on('message', ({ id, formula, batch }) => {
    try {
      parentPort.postMessage({ id, value: evaluate(formula, batch) });
    } catch (err) {
      parentPort.postMessage({ id, error: err.message });
    }
  });
}
