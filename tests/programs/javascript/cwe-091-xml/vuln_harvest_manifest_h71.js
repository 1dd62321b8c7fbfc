// A harvest manifest program of the h71 set (cwe-091-xml).
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const OUTBOX = process.env.MANIFEST_OUTBOX ?? '/var/spool/brinebay/manifests';
const FARM_CODE = 'BRN-014';
const BED_CODE = /^[A-H]\d{2}$/;

class ManifestError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ManifestError';
    this.status = 422;
  }
}

function escapeXml(value) {
  return String(value).replace(/[<>&'"]/g, (ch) => ({
    '<': '&lt;',
    '>': '&gt;',
    '&': '&amp;',
    "'": '&apos;',
    '"': '&quot;',
  })[ch]);
}

function normaliseLot(lot, index) {
  if (!BED_CODE.test(lot?.bed ?? '')) {
    throw new ManifestError(`lot ${index + 1}: unknown bed code`);
  }
  const bags = Number(lot.bags);
  if (!Number.isInteger(bags) || bags <= 0) {
    throw new ManifestError(`lot ${index + 1}: bag count must be a positive whole number`);
  }
  return {
    bed: lot.bed,
    bags,
    grade: escapeXml(lot.grade ?? 'standard'),
    notes: escapeXml(String(lot.notes ?? '').slice(0, 500)),
  };
}

const app = new Koa();
const router = new Router();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { error: ctx.status < 500 ? err.message : 'manifest could not be produced' };
    if (ctx.status >= 500) console.error(err);
  }
});

router.post('/dispatches/:dispatchId/manifest', async (ctx) => {
  const { dispatchId } = ctx.params;
  if (!/^\d{6}$/.test(dispatchId)) ctx.throw(404, 'unknown dispatch');

  const { lots = [], buyer } = ctx.request.body ?? {};
  if (!Array.isArray(lots) || lots.length === 0) {
    throw new ManifestError('a manifest needs at least one lot');
  }

  const rows = lots.map(normaliseLot);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest farm="${FARM_CODE}" dispatch="${dispatchId}" generated="${new Date().toISOString()}">`,
    `  <buyer>${escapeXml(buyer ?? 'unassigned')}</buyer>`,
    ...lots.map(
      (lot) =>
        `  <lot bed="${lot.bed}" bags="${lot.bags}"><grade>${lot.grade}</grade><notes>${lot.notes}</notes></lot>`,
    ),
    `  <totalBags>${rows.reduce((sum, lot) => sum + lot.bags, 0)}</totalBags>`,
    '</manifest>',
  ].join('\n');

  const file = path.join(OUTBOX, `${FARM_CODE}-${dispatchId}.xml`);
  await writeFile(file, xml, 'utf8');
  ctx.status = 201;
  ctx.body = { dispatchId, lots: rows.length, file: path.basename(file) };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3000));
