// A germination reports program of the h68 set (cwe-022-path).
// seed banks: lets partner nurseries download germination test reports by accession
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createReadStream } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';

const REPORT_DIR = path.resolve(process.env.REPORT_DIR ?? '/srv/seedbank/reports');
const KINDS = new Set(['germination', 'viability', 'moisture']);

const normalizeAccession = (raw = '') => raw.trim().toUpperCase().replace(/\s+/g, '-');

const reportName = ({ accession, year, kind = 'germination' }) =>
  `${normalizeAccession(accession)}_${year ?? new Date().getFullYear()}_${kind}.pdf`;

const parseReportName = (name) => {
  const [accession, year, kind] = name.replace(/\.pdf$/, '').split('_');
  return { accession, year: Number(year), kind };
};

const app = new Hono();

app.use('/api/*', async (c, next) => {
  const started = performance.now();
  await next();
  console.log(`${c.req.method} ${c.req.path} -> ${c.res.status} in ${(performance.now() - started).toFixed(1)}ms`);
});

app.get('/api/reports', async (c) => {
  const { kind } = c.req.query();
  const entries = await readdir(REPORT_DIR, { withFileTypes: true });
  const reports = entries
    .filter((e) => e.isFile() && e.name.endsWith('.pdf'))
    .map(({ name }) => parseReportName(name))
    .filter((r) => !kind || r.kind === kind)
    .toSorted((a, b) => b.year - a.year || a.accession.localeCompare(b.accession));
  return c.json({ count: reports.length, reports });
});

app.get('/api/reports/:accession/:year', async (c) => {
  const { accession, year } = c.req.param();
  const { kind, as: filename } = Object.fromEntries(new URL(c.req.url).searchParams);
  if (kind && !KINDS.has(kind)) return c.json({ error: `unknown report kind ${kind}` }, 400);

  // nurseries sometimes ask for the scanned original under its archive file name
  const requested = filename ?? reportName({ accession, year, kind });
  const leaf = path.basename(requested);
  if (!leaf.endsWith('.pdf') || leaf.startsWith('.')) {
    return c.json({ error: 'invalid report name' }, 400);
  }

  const fullPath = path.join(REPORT_DIR, requested);
  try {
    await access(fullPath);
  } catch {
    return c.json({ error: 'report not found' }, 404);
  }

  const stream = Readable.toWeb(createReadStream(fullPath));
  return c.body(stream, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${leaf}"`,
    'Cache-Control': 'private, max-age=300',
  });
});

app.notFound((c) => c.json({ error: 'no such endpoint' }, 404));

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8787) }, ({ port }) =>
  console.log(`seed bank reports listening on ${port}`),
);
