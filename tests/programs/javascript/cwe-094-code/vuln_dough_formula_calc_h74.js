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
  const vm = require('node:vm');

  function evaluate(formula, scope) {
    const result = vm.runInNewContext(formula, { ...scope, round: Math.round, min: Math.min, max: Math.max }, {
      timeout: 50,
    });
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
