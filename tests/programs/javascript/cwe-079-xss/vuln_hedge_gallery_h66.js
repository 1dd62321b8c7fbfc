// A hedge gallery program of the h66 set (cwe-079-xss).
// Hedge laying society - competition entries gallery.
// Judges' scores per regional style; the page is linked from the newsletter
// with ?style=midland etc.
var express = require('express');
var ejs = require('ejs');

var app = express();

var ENTRIES = [
  { layer: 'T. Barraclough', style: 'midland', metres: 10, score: 87 },
  { layer: 'G. Pennock', style: 'midland', metres: 10, score: 81 },
  { layer: 'R. Ellery', style: 'south-of-england', metres: 12, score: 90 },
  { layer: 'M. Vaughan', style: 'welsh-border', metres: 9, score: 78 },
  { layer: 'S. Ainsworth', style: 'devon', metres: 11, score: 84 }
];

var GALLERY_TEMPLATE = [
  '<!DOCTYPE html>',
  '<html><head><meta charset="utf-8"><title>Hedge laying entries</title></head>',
  '<body>',
  '<h1>Competition entries</h1>',
  '<p>Style: <strong><%- styleLabel %></strong> (<%= entries.length %> entries)</p>',
  '<% if (entries.length === 0) { %><p>No entries in this style yet.</p><% } %>',
  '<ol>',
  '<% entries.forEach(function (e) { %>',
  '  <li><%= e.layer %> &ndash; <%= e.metres %> m, score <%= e.score %></li>',
  '<% }); %>',
  '</ol>',
  '<p><a href="/entries">All styles</a></p>',
  '</body></html>'
].join('\n');

var compiled = ejs.compile(GALLERY_TEMPLATE);

function entriesFor(style) {
  if (!style) {
    return ENTRIES.slice();
  }
  return ENTRIES.filter(function (e) {
    return e.style === style;
  });
}

function byScore(a, b) {
  return b.score - a.score;
}

app.get('/entries', function (req, res) {
  var style = req.query.style;
  var entries = entriesFor(style).sort(byScore);
  var html = compiled({
    styleLabel: style ? style.replace(/-/g, ' ') : 'all styles',
    entries: entries
  });
  res.type('html').send(html);
});

app.listen(process.env.PORT || 3025, function () {
  console.log('hedge gallery up');
});
