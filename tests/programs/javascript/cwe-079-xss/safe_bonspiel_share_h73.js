// A bonspiel share program of the h73 set (cwe-079-xss).
'use strict';

const express = require('express');

const app = express();

const DRAWS = [
  { draw: 1, sheet: 'A', time: 'Fri 18:00' },
  { draw: 2, sheet: 'C', time: 'Sat 09:30' },
  { draw: 3, sheet: 'B', time: 'Sat 14:00' },
  { draw: 4, sheet: 'D', time: 'Sun 10:00' },
];

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (ch) => ({
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  })[ch]);
}

function unwrapShareValue(value) {
  // Share links from the mobile app are encoded twice; undo the inner layer.
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function drawRows(entry) {
  return DRAWS.filter((d) => entry.draws.includes(d.draw))
    .map((d) => `<tr><td>${d.draw}</td><td>${d.sheet}</td><td>${d.time}</td></tr>`)
    .join('\n');
}

app.get('/bonspiel/share', (req, res) => {
  const team = typeof req.query.team === 'string' ? req.query.team : '';
  const skip = typeof req.query.skip === 'string' ? req.query.skip : '';
  const draws = String(req.query.draws || '')
    .split(',')
    .map((n) => Number.parseInt(n, 10))
    .filter((n) => Number.isInteger(n) && n > 0);

  const teamLabel = escapeHtml(unwrapShareValue(team));
  const skipLabel = escapeHtml(unwrapShareValue(skip));

  const html = [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${teamLabel} - Winter Bonspiel</title></head><body>`,
    `<h1>Team ${teamLabel}</h1>`,
    `<p>Skipped by ${skipLabel}</p>`,
    '<table><thead><tr><th>Draw</th><th>Sheet</th><th>Time</th></tr></thead><tbody>',
    drawRows({ draws }),
    '</tbody></table>',
    '<p><a href="/bonspiel">Full schedule</a></p>',
    '</body></html>',
  ].join('\n');

  res.set('Content-Type', 'text/html; charset=utf-8').send(html);
});

app.listen(Number(process.env.PORT || 5050), () => {
  console.log('bonspiel share pages up');
});
