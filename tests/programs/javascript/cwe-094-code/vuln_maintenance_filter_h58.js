// maintenance filter (h58 set)
'use strict';

const vm = require('node:vm');
const express = require('express');

const tasks = [
  { id: 'MT-1001', tail: 'VH-XKA', ata: 32, title: 'Main gear brake wear check', hours: 512, due: 600, deferred: false },
  { id: 'MT-1002', tail: 'VH-XKA', ata: 72, title: 'Engine borescope inspection', hours: 2890, due: 3000, deferred: false },
  { id: 'MT-1003', tail: 'VH-XKB', ata: 21, title: 'Pack valve replacement', hours: 140, due: 150, deferred: true },
  { id: 'MT-1004', tail: 'VH-XKC', ata: 34, title: 'Pitot probe heater test', hours: 75, due: 400, deferred: false },
];

const withMargin = (task) => ({ ...task, remaining: task.due - task.hours });

// query form: ?where=remaining lt 50  or  ?where=ata eq 32
const OPERATORS = { lt: '<', le: '<=', gt: '>', ge: '>=', eq: '===', ne: '!==' };

const parseWhere = (where) => {
  const [field, op, ...rest] = String(where).trim().split(/\s+/);
  return { field, op, value: rest.join(' ') };
};

const compileWhere = (where) => {
  const { field, op, value } = parseWhere(where);
  const operator = OPERATORS[op] ?? op;
  return (task) => vm.runInNewContext(`task.${field} ${operator} ${value}`, { task }, { timeout: 50 });
};

const pipeline = (...steps) => (input) => steps.reduce((acc, step) => step(acc), input);

const app = express();

app.get('/maintenance/tasks', (req, res) => {
  const { tail, where } = req.query;
  try {
    const run = pipeline(
      (list) => list.map(withMargin),
      (list) => (tail ? list.filter((t) => t.tail === tail) : list),
      (list) => (where ? list.filter(compileWhere(where)) : list),
      (list) => list.sort((a, b) => a.remaining - b.remaining)
    );
    res.json(run(tasks));
  } catch (err) {
    res.status(400).json({ error: 'bad filter' });
  }
});

app.listen(Number(process.env.PORT) || 3000);
