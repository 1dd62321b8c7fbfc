// A quilt blocks program of the h64 set (cwe-079-xss).
'use strict';

const express = require('express');
const escapeHtml = require('escape-html');

const app = express();
app.use(express.urlencoded({ extended: true, limit: '64kb', parameterLimit: 2000 }));

const SWATCH = /^#[0-9a-f]{6}$/i;

function asArray(value) {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

function fabricChip(fabric) {
  const color = SWATCH.test(String(fabric.color || '')) ? fabric.color : '#cccccc';
  return `<li><span class="chip" style="background:${color}"></span>${fabric.name}</li>`;
}

function blockCard(block) {
  const fabrics = asArray(block.fabrics).slice(0, 12);
  return `
    <section class="block">
      <h3>${escapeHtml(block.pattern || 'Untitled block')}</h3>
      <p class="maker">Pieced by ${escapeHtml(block.maker || 'a circle member')}</p>
      <ul class="fabrics">${fabrics.map(fabricChip).join('')}</ul>
    </section>`;
}

// form fields: blocks[0][pattern]=Log+Cabin&blocks[0][row]=1&blocks[0][fabrics][0][name]=Indigo+shirting&...
app.post('/circles/:circleId/quilt/preview', (req, res) => {
  const circleId = Number.parseInt(req.params.circleId, 10);
  if (!Number.isInteger(circleId) || circleId <= 0) return res.status(400).send('Unknown circle');

  const blocks = asArray(req.body.blocks).slice(0, 64);

  // lay blocks out row by row as they will be sewn together
  const rows = new Map();
  for (const block of blocks) {
    const row = Math.min(Math.max(Number.parseInt(block.row, 10) || 1, 1), 12);
    if (!rows.has(row)) rows.set(row, []);
    rows.get(row).push(blockCard(block));
  }

  const body = [...rows.keys()]
    .sort((a, b) => a - b)
    .map((row) => `<div class="row"><h2>Row ${row}</h2>${rows.get(row).join('')}</div>`)
    .join('\n');

  res.type('html').send(`<!doctype html>
<html>
  <head><meta charset="utf-8"><title>Quilt preview</title><link rel="stylesheet" href="/static/preview.css"></head>
  <body>
    <h1>Quilt layout preview (${blocks.length} blocks)</h1>
    ${body}
  </body>
</html>`);
});

app.listen(Number(process.env.PORT) || 3000);
