// A soap maker label sheet download program of the h75 set (cwe-022-path).
'use strict';

const express = require('express');
const fs = require('fs/promises');
const path = require('path');

const LABEL_ROOT = path.resolve(process.env.LABEL_DIR || '/srv/soapworks/labels');
const ALLOWED_EXT = new Set(['.pdf', '.png', '.svg']);

class LabelRequestError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.name = 'LabelRequestError';
    this.status = status;
  }
}

function assertInsideRoot(candidate) {
  const resolved = path.resolve(LABEL_ROOT, candidate);
  if (resolved !== LABEL_ROOT && !resolved.startsWith(LABEL_ROOT + path.sep)) {
    throw new LabelRequestError('label path leaves the label directory', 403);
  }
  return resolved;
}

function checkExtension(fileName) {
  const ext = path.extname(fileName).toLowerCase();
  if (!ALLOWED_EXT.has(ext)) {
    throw new LabelRequestError(`unsupported label format ${ext || '(none)'}`);
  }
  return ext;
}

const app = express();

app.get('/batches/:batchId/labels', async (req, res, next) => {
  const { batchId } = req.params;
  const sheet = req.query.sheet;
  if (typeof sheet !== 'string' || sheet.length === 0) {
    return next(new LabelRequestError('sheet query parameter is required'));
  }

  let handle;
  try {
    checkExtension(sheet);
    const relative = path.join(batchId, path.basename(sheet));
    assertInsideRoot(relative);
    const target = path.join(LABEL_ROOT, batchId, sheet);

    handle = await fs.open(target, 'r');
    const stat = await handle.stat();
    if (!stat.isFile()) {
      throw new LabelRequestError('label is not a regular file', 404);
    }
    const body = await handle.readFile();
    res.type(path.extname(target)).send(body);
  } catch (err) {
    if (err.code === 'ENOENT') {
      return next(new LabelRequestError(`no label ${sheet} for batch ${batchId}`, 404));
    }
    if (err instanceof LabelRequestError) {
      return next(err);
    }
    return next(new Error(`label read failed: ${err.message}`, { cause: err }));
  } finally {
    if (handle) {
      await handle.close().catch(() => {});
    }
  }
});

app.use((err, req, res, _next) => {
  const status = err.status || 500;
  if (status >= 500) {
    console.error('[labels]', err);
  }
  res.status(status).json({ error: err.message });
});

app.listen(Number(process.env.PORT) || 8080, () => {
  console.log(`label service reading from ${LABEL_ROOT}`);
});
