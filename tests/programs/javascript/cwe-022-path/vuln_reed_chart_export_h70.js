// A reed chart export program of the h70 set (cwe-022-path).
import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHART_DIR = path.join(here, 'reed-charts');

const CHART_ALIASES = Object.freeze({
  highland: 'highland-bflat.csv',
  smallpipe: 'smallpipe-d.csv',
  border: 'border-a.csv',
  uilleann: 'uilleann-concert-d.csv',
});

const chartFileFor = (chanter) => CHART_ALIASES[chanter] ?? chanter;

const parseCsv = (text) => {
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const cols = header.split(',');
  return rows.map((row) =>
    Object.fromEntries(row.split(',').map((cell, i) => [cols[i], cell])),
  );
};

const loadChart = async ({ chanter, file }) => {
  const text = await readFile(path.join(CHART_DIR, file), 'utf8');
  const notes = parseCsv(text);
  return {
    chanter,
    notes: notes.length,
    strengths: [...new Set(notes.map(({ strength }) => strength))],
    rows: notes,
  };
};

const app = Fastify({ logger: true });

app.get('/orders/:orderId/reed-charts', async (request, reply) => {
  const { orderId } = request.params;
  const { chanters = '' } = request.query;

  const wanted = chanters
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean)
    .map((chanter) => ({ chanter, file: chartFileFor(chanter) }))
    .filter(({ file }) => file);

  if (wanted.length === 0) {
    return reply.code(400).send({ error: 'choose at least one known chanter' });
  }

  try {
    const charts = await Promise.all(wanted.map(loadChart));
    return { orderId, generatedAt: new Date().toISOString(), charts };
  } catch (err) {
    request.log.warn({ err, orderId }, 'chart export failed');
    return reply.code(404).send({ error: 'chart not available' });
  }
});

app.get('/reed-charts', async () =>
  Object.entries(CHART_ALIASES).map(([chanter, file]) => ({ chanter, file })),
);

await app.listen({ port: Number(process.env.PORT ?? 3100), host: '0.0.0.0' });
