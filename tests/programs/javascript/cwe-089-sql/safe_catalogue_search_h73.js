// A catalogue search program of the h73 set (cwe-089-sql).
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import mysql from 'mysql2/promise';

const db = mysql.createPool({
  host: process.env.CATALOGUE_DB_HOST || 'db.perforate-society.org.uk',
  user: process.env.CATALOGUE_DB_USER,
  password: process.env.CATALOGUE_DB_PASSWORD,
  database: 'catalogue',
  connectionLimit: 5,
});

const app = new Hono();

function esc(value) {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function readFilters(c) {
  return {
    country: c.req.query('country')?.trim() ?? '',
    year: c.req.query('year')?.trim() ?? '',
    keyword: c.req.query('q')?.normalize('NFKC').trim() ?? '',
  };
}

function renderResults(filters, rows) {
  const items = rows
    .map((r) => `<li>${esc(r.title)} (${esc(r.country)}, ${r.issue_year}) - ${esc(r.owner)}</li>`)
    .join('');
  return `<h2>Results for "${esc(filters.keyword)}" ${esc(filters.country)} ${esc(filters.year)}</h2><ul>${items}</ul>`;
}

app.get('/catalogue/search', async (c) => {
  const filters = readFilters(c);

  let sql = 'SELECT title, country, issue_year, owner FROM stamps WHERE for_trade = 1';
  const params = [];
  if (filters.country) {
    sql += ' AND country = ?';
    params.push(filters.country);
  }
  if (filters.year) {
    sql += ' AND issue_year = ?';
    params.push(Number.parseInt(filters.year, 10) || 0);
  }
  if (filters.keyword) {
    sql += " AND title LIKE CONCAT('%', ?, '%')";
    params.push(filters.keyword);
  }
  sql += ' ORDER BY country, issue_year LIMIT 100';

  const [rows] = await db.execute(sql, params);
  return c.html(renderResults(filters, rows));
});

app.get('/catalogue/countries', async (c) => {
  const [rows] = await db.query('SELECT DISTINCT country FROM stamps ORDER BY country');
  return c.json(rows.map((r) => r.country));
});

serve({ fetch: app.fetch, port: Number(process.env.PORT || 8640) });
