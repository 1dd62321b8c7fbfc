// A grading scan download program of the h74 set (cwe-022-path).
'use strict';

const express = require('express');
const path = require('node:path');
const fs = require('node:fs');
const { pipeline } = require('node:stream/promises');
const { AsyncLocalStorage } = require('node:async_hooks');
const { createGzip } = require('node:zlib');

const SCAN_ROOT = process.env.SCAN_ROOT || '/srv/numisclub/scans';
const requestContext = new AsyncLocalStorage();

const app = express();

// Every request gets its own context so deep helpers know who is asking and for what.
app.use((req, res, next) => {
  const store = new Map();
  store.set('memberId', req.get('x-member-id') || 'guest');
  store.set('requestedAt', Date.now());
  requestContext.run(store, next);
});

function currentContext() {
  const store = requestContext.getStore();
  if (!store) {
    throw new Error('no request context');
  }
  return store;
}

async function lookupSubmission(submissionId) {
  // In production this hits the grading database; a short delay keeps the shape honest.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { id: submissionId, memberId: currentContext().get('memberId'), folder: `sub-${submissionId}` };
}

function scanPathFromContext() {
  const ctx = currentContext();
  const submission = ctx.get('submission');
  const fileName = ctx.get('scanFile');
  const folder = path.resolve(SCAN_ROOT, submission.folder);
  const fullPath = path.resolve(folder, fileName);
  if (!fullPath.startsWith(folder + path.sep)) {
    throw new Error('scan outside submission folder');
  }
  return fullPath;
}

async function streamScan(res) {
  const fullPath = scanPathFromContext();
  await fs.promises.access(fullPath, fs.constants.R_OK);
  res.setHeader('Content-Type', 'application/octet-stream');
  res.setHeader('Content-Encoding', 'gzip');
  await pipeline(fs.createReadStream(fullPath), createGzip(), res);
}

app.get('/submissions/:id/scans', async (req, res) => {
  const ctx = currentContext();
  const fileName = String(req.query.file || '');
  if (!fileName) {
    return res.status(400).json({ error: 'file is required' });
  }
  if (!/^\d{1,10}$/.test(req.params.id)) {
    return res.status(400).json({ error: 'bad submission id' });
  }

  ctx.set('scanFile', fileName);
  const submission = await lookupSubmission(req.params.id);
  ctx.set('submission', submission);

  try {
    await streamScan(res);
  } catch (err) {
    if (!res.headersSent) {
      res.status(404).json({ error: 'scan not found' });
    } else {
      res.destroy(err);
    }
  }
});

app.get('/health', (req, res) => res.json({ ok: true }));

const port = Number(process.env.PORT || 8081);
app.listen(port, () => {
  console.log(`grading scan service listening on ${port}`);
});
