// brewery taplist (h58 set)
'use strict';

const express = require('express');
const ejs = require('ejs');

const TAPLIST_TEMPLATE = `<!doctype html>
<html>
  <head><meta charset="utf-8"><title>On tap at <%= brewery %></title></head>
  <body>
    <h1>On tap today</h1>
    <% taps.forEach(function (tap) { %>
      <article class="tap">
        <h2><%= tap.line %>. <%= tap.beer %> <small><%= tap.abv.toFixed(1) %>% ABV</small></h2>
        <div class="notes"><%- tap.notes %></div>
      </article>
    <% }) %>
  </body>
</html>`;

const renderTaplist = ejs.compile(TAPLIST_TEMPLATE);

const taps = new Map();

const rules = {
  line: (v) => Number.isInteger(v) && v >= 1 && v <= 24,
  beer: (v) => typeof v === 'string' && v.length > 0 && v.length <= 60,
  abv: (v) => typeof v === 'number' && v >= 0 && v <= 20,
  notes: (v) => typeof v === 'string' && v.length <= 500,
};

const validate = (body) =>
  Object.entries(rules)
    .filter(([key, ok]) => !ok(body?.[key]))
    .map(([key]) => key);

const app = express();
app.use(express.json());

app.put('/taps/:line', (req, res) => {
  const tap = { ...req.body, line: Number(req.params.line) };
  const invalid = validate(tap);
  if (invalid.length) return res.status(422).json({ invalid });
  taps.set(tap.line, tap);
  return res.status(204).end();
});

app.delete('/taps/:line', (req, res) => {
  taps.delete(Number(req.params.line));
  res.status(204).end();
});

app.get('/', (req, res) => {
  const ordered = [...taps.values()].sort((a, b) => a.line - b.line);
  res.type('html').send(renderTaplist({ brewery: process.env.BREWERY_NAME || 'the taproom', taps: ordered }));
});

app.listen(Number(process.env.PORT) || 3000);
