// An arborist waiver archive program of the h62 set (cwe-732-permissions).
'use strict';

// Queue worker: when a homeowner signs the tree-work waiver on the crew tablet, render it
// to PDF and archive it; the office backup agent (group "arborbackup") syncs the archive.
const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');
const { once } = require('events');
const PDFDocument = require('pdfkit');
const { Worker } = require('bullmq');

const ARCHIVE_DIR = process.env.WAIVER_ARCHIVE_DIR || '/srv/arbor/waivers';
const connection = { host: process.env.REDIS_HOST || '127.0.0.1', port: Number(process.env.REDIS_PORT) || 6379 };

const WORK_TYPES = {
  removal: 'Full tree removal',
  crown_reduction: 'Crown reduction',
  stump_grinding: 'Stump grinding',
  cabling: 'Cabling and bracing',
};

const parseWaiver = (data) => {
  const jobId = Number(data.jobId);
  if (!Number.isInteger(jobId) || jobId <= 0) throw new Error('jobId must be a positive integer');
  if (!WORK_TYPES[data.workType]) throw new Error(`unknown work type ${data.workType}`);
  return {
    jobId,
    workType: WORK_TYPES[data.workType],
    homeowner: String(data.homeowner || '').slice(0, 120),
    address: String(data.address || '').slice(0, 200),
    signedAt: new Date(data.signedAt || Date.now()),
    signaturePng: Buffer.from(String(data.signaturePng || ''), 'base64'),
  };
};

const renderPdf = async (waiver, target) => {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const out = fs.createWriteStream(target, { mode: 0o600 });
  doc.pipe(out);
  doc.fontSize(18).text('Tree Work Liability Waiver', { align: 'center' }).moveDown();
  doc.fontSize(11)
    .text(`Job #${waiver.jobId}`)
    .text(`Work: ${waiver.workType}`)
    .text(`Property: ${waiver.address}`)
    .text(`Homeowner: ${waiver.homeowner}`)
    .text(`Signed: ${waiver.signedAt.toISOString()}`)
    .moveDown();
  if (waiver.signaturePng.length > 0) doc.image(waiver.signaturePng, { width: 220 });
  doc.end();
  await once(out, 'finish');
};

const archive = async (waiver) => {
  const day = waiver.signedAt.toISOString().slice(0, 10);
  const dir = path.join(ARCHIVE_DIR, day);
  await fsp.mkdir(dir, { recursive: true, mode: 0o750 });
  const target = path.join(dir, `waiver-${waiver.jobId}.pdf`);
  await renderPdf(waiver, target);
  // Let the backup agent pick the file up.
  await fsp.chmod(target, 0o640);
  return target;
};

const worker = new Worker('waivers', async (job) => archive(parseWaiver(job.data)), {
  connection,
  concurrency: 2,
});

worker.on('completed', (job, file) => console.log(`waiver for job ${job.data.jobId} archived at ${file}`));
worker.on('failed', (job, err) => console.error(`waiver ${job && job.id} failed: ${err.message}`));

const shutdown = () => worker.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
