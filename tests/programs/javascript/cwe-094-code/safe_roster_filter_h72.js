// A roster filter program of the h72 set (cwe-094-code).
'use strict';

const express = require('express');

const FIELDS = new Set(['rank', 'wins', 'accuracy', 'age', 'team']);

class RosterRepository {
  constructor() {
    this.players = [
      { callsign: 'Nova', rank: 7, wins: 41, accuracy: 0.62, age: 15, team: 'red' },
      { callsign: 'Viper', rank: 4, wins: 18, accuracy: 0.48, age: 12, team: 'blue' },
      { callsign: 'Sable', rank: 9, wins: 77, accuracy: 0.71, age: 31, team: 'red' },
      { callsign: 'Tango', rank: 2, wins: 5, accuracy: 0.33, age: 10, team: 'green' },
    ];
  }

  all() {
    return this.players.map((p) => ({ ...p }));
  }
}

// Turns a filter such as "rank >= 5" into a predicate over player records.
class ExpressionFilterCompiler {
  compile(expression) {
    const text = String(expression).trim();
    if (text === '') return () => true;
    const match = /^([a-z]+)\s*(>=|<=|==|!=|>|<)\s*(-?\d+(?:\.\d+)?|'[a-z]+')$/.exec(text);
    if (!match || !FIELDS.has(match[1])) throw new SyntaxError('expected "<field> <op> <number|\'word\'>"');
    const [, field, op, literal] = match;
    const expected = literal.startsWith("'") ? literal.slice(1, -1) : Number(literal);
    switch (op) {
      case '>=': return (p) => p[field] >= expected;
      case '<=': return (p) => p[field] <= expected;
      case '>': return (p) => p[field] > expected;
      case '<': return (p) => p[field] < expected;
      case '==': return (p) => p[field] === expected;
      case '!=': return (p) => p[field] !== expected;
      default: throw new SyntaxError(`unsupported operator ${op}`);
    }
  }
}

class CachingCompiler {
  constructor(inner, size = 100) {
    this.inner = inner;
    this.size = size;
    this.cache = new Map();
  }

  compile(expression) {
    if (!this.cache.has(expression)) {
      if (this.cache.size >= this.size) this.cache.delete(this.cache.keys().next().value);
      this.cache.set(expression, this.inner.compile(expression));
    }
    return this.cache.get(expression);
  }
}

class RosterService {
  constructor(repository, compiler) {
    this.repository = repository;
    this.compiler = compiler;
  }

  find(filter) {
    const predicate = this.compiler.compile(filter ?? '');
    return this.repository.all().filter(predicate);
  }
}

class RosterController {
  constructor(service) {
    this.service = service;
  }

  list(req, res) {
    try {
      res.json(this.service.find(req.query.where));
    } catch (err) {
      res.status(400).json({ error: `bad filter: ${err.message}` });
    }
  }
}

// module wiring
const service = new RosterService(new RosterRepository(), new CachingCompiler(new ExpressionFilterCompiler()));
const controller = new RosterController(service);

const app = express();
app.get('/roster', controller.list.bind(controller));
app.get('/roster/fields', (_req, res) => res.json([...FIELDS]));
app.listen(Number(process.env.PORT ?? 8420));
