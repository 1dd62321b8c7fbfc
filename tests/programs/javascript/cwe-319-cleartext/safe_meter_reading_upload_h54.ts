// Express relay that batches smart-meter readings from substations and forwards them to the grid operator
import express, { Request, Response } from 'express';
import fetch from 'node-fetch';

type Reading = { meterId: string; readAt: string; kwh: number };

const OPERATOR_INGEST_URL = 'https://ingest.gridoperator.example/v1/readings';
const BATCH_SIZE = 500;
const FLUSH_MS = 15_000;

const app = express();
app.use(express.json({ limit: '1mb' }));

const buffer: Reading[] = [];

const authHeader = (): string =>
  'Basic ' + Buffer.from(`${process.env.GRID_API_USER}:${process.env.GRID_API_KEY}`).toString('base64');

const isReading = (r: any): r is Reading =>
  typeof r?.meterId === 'string' && !Number.isNaN(Date.parse(r?.readAt)) && Number.isFinite(r?.kwh);

const chunk = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const upload = (batch: Reading[]) =>
  fetch(OPERATOR_INGEST_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authHeader() },
    body: JSON.stringify({ source: process.env.SUBSTATION_ID, readings: batch }),
  }).then((res) => {
    if (!res.ok) throw new Error(`ingest rejected batch: ${res.status}`);
  });

const flush = async () => {
  const pending = buffer.splice(0, buffer.length);
  const outcomes = await Promise.allSettled(chunk(pending, BATCH_SIZE).map(upload));
  outcomes.forEach((o, i) => {
    if (o.status === 'rejected') buffer.push(...chunk(pending, BATCH_SIZE)[i]);
  });
};

setInterval(() => void flush(), FLUSH_MS).unref();

app.post('/readings', (req: Request, res: Response) => {
  const incoming = (Array.isArray(req.body) ? req.body : [req.body]).filter(isReading);
  buffer.push(...incoming);
  res.status(202).json({ accepted: incoming.length, queued: buffer.length });
});

export default app;
