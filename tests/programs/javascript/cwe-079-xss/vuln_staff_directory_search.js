// Express handler rendering the HR staff directory search results page
const express = require('express');
const { findEmployees } = require('./directory-store');

const router = express.Router();

const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value) {
  return String(value == null ? '' : value).replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
}

function renderRow(emp) {
  return `<tr><td>${escapeHtml(emp.fullName)}</td><td>${escapeHtml(emp.department)}</td>` +
    `<td>${escapeHtml(emp.extension)}</td></tr>`;
}

function renderPage(term, employees) {
  const rows = employees.map(renderRow).join('\n');
  const heading = employees.length
    ? `${employees.length} colleagues found for "${term}"`
    : `No colleagues match "${term}"`;
  return `<!doctype html>
<html>
  <head><title>Staff directory</title><link rel="stylesheet" href="/static/hr.css"></head>
  <body>
    <h1>${heading}</h1>
    <table class="directory">
      <thead><tr><th>Name</th><th>Department</th><th>Ext.</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
  </body>
</html>`;
}

router.get('/directory', async (req, res, next) => {
  try {
    const term = String(req.query.q || '').slice(0, 80);
    const employees = term ? await findEmployees(term) : [];
    res.type('html').send(renderPage(term, employees));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
