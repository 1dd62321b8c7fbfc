// A pattern search program of the h73 set (cwe-643-xpath).
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

const CATALOGUE_PATH = process.env.PATTERN_CATALOGUE || '/srv/paperfold/catalogue.xml';
const LEVELS = new Set(['beginner', 'intermediate', 'complex', 'super-complex']);

// catalogue.xml: <catalogue><pattern id=".." level=".." members-only="true|false">
//   <name>..</name><designer>..</designer><sheet>..</sheet><file>..</file></pattern>...</catalogue>
const catalogue = new DOMParser().parseFromString(readFileSync(CATALOGUE_PATH, 'utf8'), 'text/xml');

function tidyTerm(value) {
  return (value ?? '')
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 60);
}

function findPatterns(term, level) {
  let expr = `/catalogue/pattern[@members-only='false']`;
  if (level) expr += '[@level = $level]';
  if (term) expr += `[contains(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), $term)]`;
  return xpath.parse(expr).select({
    node: catalogue,
    variables: { level, term: term.toLowerCase() },
  });
}

function toSummary(node) {
  const text = (tag) => xpath.select1(`string(${tag})`, node);
  return {
    id: node.getAttribute('id'),
    level: node.getAttribute('level'),
    name: text('name'),
    designer: text('designer'),
    sheet: text('sheet'),
    file: text('file'),
  };
}

const app = new Hono();

app.get('/patterns', (c) => {
  const term = tidyTerm(c.req.query('q'));
  const level = (c.req.query('level') ?? '').trim().toLowerCase();
  if (level && !LEVELS.has(level)) {
    return c.json({ error: 'unknown level' }, 400);
  }

  const results = findPatterns(term, level).slice(0, 40).map(toSummary);
  return c.json({ count: results.length, results });
});

app.get('/patterns/levels', (c) => c.json([...LEVELS]));

serve({ fetch: app.fetch, port: Number(process.env.PORT || 8707) });
