// work order import (h58 set)
'use strict';

const express = require('express');
const libxmljs = require('libxmljs');

const parserOptions = Object.freeze({ noent: true, noblanks: true });

const text = (node, xpath) => node.get(xpath)?.text()?.trim() ?? null;

const toTask = (el) => ({
  card: text(el, 'card'),
  ata: Number(text(el, 'ata')),
  description: text(el, 'description'),
  manHours: Number(text(el, 'manHours') ?? 0),
  signedOffBy: text(el, 'signoff/engineer'),
});

const toWorkOrder = (doc) => ({
  number: text(doc, '/workOrder/@number'),
  tail: text(doc, '/workOrder/aircraft/registration'),
  station: text(doc, '/workOrder/station'),
  tasks: doc.find('/workOrder/tasks/task').map(toTask),
});

const checks = [
  [(wo) => /^WO-\d{6}$/.test(wo.number ?? ''), 'number'],
  [(wo) => /^[A-Z]{1,2}-?[A-Z0-9]{3,5}$/.test(wo.tail ?? ''), 'tail'],
  [(wo) => wo.tasks.length > 0, 'tasks'],
  [(wo) => wo.tasks.every((t) => Number.isInteger(t.ata) && t.ata > 0), 'ata'],
];

const problemsOf = (wo) => checks.filter(([ok]) => !ok(wo)).map(([, field]) => field);

const workOrders = new Map();

const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '512kb' }));

app.post('/work-orders', (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, parserOptions);
  } catch (err) {
    return res.status(400).json({ error: 'malformed XML' });
  }

  const order = toWorkOrder(doc);
  const problems = problemsOf(order);
  if (problems.length) return res.status(422).json({ problems });

  workOrders.set(order.number, order);
  return res.status(201).json(order);
});

app.get('/work-orders/:number', (req, res) => {
  const order = workOrders.get(req.params.number);
  return order ? res.json(order) : res.sendStatus(404);
});

app.listen(Number(process.env.PORT) || 3000);
