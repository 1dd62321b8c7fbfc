// A proof download program of the h71 set (cwe-022-path).
import express from 'express';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

const PROOF_ROOT = path.resolve(process.env.PROOF_ROOT ?? '/srv/bindery/proofs');
const JOB_REF = /^BJ-\d{5}$/;

const CONTENT_TYPES = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
};

class ProofRequestError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.name = 'ProofRequestError';
    this.status = status;
  }
}

function resolveProofPath(jobRef, fileName) {
  if (!JOB_REF.test(jobRef)) {
    throw new ProofRequestError(`unknown job reference ${jobRef}`);
  }
  const jobDir = path.join(PROOF_ROOT, jobRef);
  const target = path.resolve(jobDir, fileName);
  if (!target.startsWith(jobDir + path.sep)) {
    throw new ProofRequestError('proofs must be inside the job folder');
  }
  return target;
}

const app = express();

app.use((req, res, next) => {
  res.set('Cache-Control', 'private, max-age=300');
  next();
});

app.get('/jobs/:jobRef/proofs', async (req, res, next) => {
  const { jobRef } = req.params;
  const fileName = String(req.query.file ?? 'cover.pdf');

  let target;
  try {
    target = resolveProofPath(jobRef, fileName);
  } catch (err) {
    console.warn(`proof lookup for ${jobRef}: ${err.message}`);
    return next(err);
  }

  try {
    const info = await stat(target);
    if (!info.isFile()) {
      return next(new ProofRequestError('proof not found', 404));
    }
    res.set('Content-Type', CONTENT_TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream');
    res.set('Content-Length', String(info.size));
    res.set('Content-Disposition', `inline; filename="${path.basename(target)}"`);
    createReadStream(target).on('error', next).pipe(res);
  } catch (err) {
    if (err.code === 'ENOENT') {
      return next(new ProofRequestError('proof not found', 404));
    }
    next(err);
  }
});

app.use((err, req, res, next) => {
  if (res.headersSent) return next(err);
  const status = err.status ?? 500;
  if (status >= 500) console.error(err);
  res.status(status).json({ error: status >= 500 ? 'internal error' : err.message });
});

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.log('proof service listening');
});
