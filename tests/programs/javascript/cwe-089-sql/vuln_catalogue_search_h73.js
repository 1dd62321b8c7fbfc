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
    country: esc(c.req.query('country')?.trim() ?? ''),
    year: esc(c.req.query('year')?.trim() ?? ''),
    keyword: esc(c.req.query('q')?.normalize('NFKC').trim() ?? ''),
  };
}

function renderResults(filters, rows) {
  const items = rows
    .map((r) => `<li>${esc(r.title)} (${esc(r.country)}, ${r.issue_year}) - ${esc(r.owner)}</li>`)
    .join('');
  return `<h2>Results for "${filters.keyword}" ${filters.country} ${filters.year}</h2><ul>${items}</ul>`;
}

app.get('/catalogue/search', async (c) => {
  const filters = readFilters(c);

  let sql = 'SELECT title, country, issue_year, owner FROM stamps WHERE for_trade = 1';
  if (filters.country) sql += ` AND country = '${filters.country}'`;
  if (filters.year) sql += ` AND issue_year = ${filters.year}`;
  if (filters.keyword) sql += ` AND title LIKE '%${filters.keyword}%'`;
  sql += ' ORDER BY country, issue_year LIMIT 100';

  const [rows] = await db.query(sql);
  return c.html(renderResults(filters, rows));
});

app.get('/catalogue/countries', async (c) => {
  const [rows] = await db.query('SELECT DISTINCT country FROM stamps ORDER BY country');
  return c.json(rows.map((r) => r.country));
});

serve({ fetch: app.fetch, port: Number(process.env.PORT || 8640) });
