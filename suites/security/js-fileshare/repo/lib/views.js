'use strict';

const fs = require('fs');
const path = require('path');

const VIEWS_DIR = path.join(__dirname, '..', 'views');
const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (v) => String(v).replace(/[&<>"']/g, (c) => ESC[c]);

// A very small template engine for the server-rendered pages: {{ expr }} is HTML-escaped.
// Templates are the files shipped in views/; they are compiled once at start-up.
function compile(source) {
  const body = source
    .split(/\{\{\s*(.+?)\s*\}\}/g)
    .map((part, i) => (i % 2 ? `out += esc(${part});` : `out += ${JSON.stringify(part)};`))
    .join('\n');
  return new Function('data', 'esc', `let out = ''; with (data) { ${body} } return out;`);
}

const templates = {};
for (const file of fs.readdirSync(VIEWS_DIR)) {
  if (file.endsWith('.html')) templates[file.slice(0, -5)] = compile(fs.readFileSync(path.join(VIEWS_DIR, file), 'utf8'));
}

function render(name, data) {
  return templates[name](data, escape);
}

const LEGAL_PAGES = { terms: 'terms.html', privacy: 'privacy.html', imprint: 'imprint.html' };

function legalPage(res, doc) {
  const file = LEGAL_PAGES[doc] || LEGAL_PAGES.terms;
  fs.readFile(path.join(__dirname, '..', 'public', 'legal', file), (err, data) => {
    if (err) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'text/html' }).end(data);
  });
}

module.exports = { render, legalPage };
