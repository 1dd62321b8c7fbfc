// A tattoo design download program of the h62 set (cwe-022-path).
// pages/api/designs/[ref].js — serves flash sheets and custom design proofs to clients.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const DESIGNS_ROOT = path.resolve(process.env.DESIGNS_ROOT || './storage/designs');

const CONTENT_TYPES = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

// A design reference is "<artist>/<file>" encoded as base64url so it fits in share links.
const decodeRef = (ref) => Buffer.from(String(ref), 'base64url').toString('utf8');

const checkRef = (ref) => {
  if (typeof ref !== 'string' || ref.length === 0 || ref.length > 300) {
    return { ok: false, status: 400, message: 'missing design reference' };
  }
  if (ref.includes('..') || ref.includes('/')) {
    return { ok: false, status: 400, message: 'malformed design reference' };
  }
  return { ok: true };
};

const resolveDesign = (ref) => {
  const file = path.resolve(DESIGNS_ROOT, decodeRef(ref));
  if (!file.startsWith(DESIGNS_ROOT + path.sep)) {
    return { ok: false, status: 400, message: 'malformed design reference' };
  }
  const ext = path.extname(file).toLowerCase();
  if (!CONTENT_TYPES[ext]) {
    return { ok: false, status: 415, message: 'unsupported design format' };
  }
  return { ok: true, file, type: CONTENT_TYPES[ext] };
};

const withMethods = (methods, fn) => async (req, res) => {
  if (!methods.includes(req.method)) {
    res.setHeader('Allow', methods.join(', '));
    return res.status(405).json({ error: 'method not allowed' });
  }
  return fn(req, res);
};

async function handler(req, res) {
  const { ref } = req.query;
  const check = checkRef(ref);
  if (!check.ok) return res.status(check.status).json({ error: check.message });

  const design = resolveDesign(ref);
  if (!design.ok) return res.status(design.status).json({ error: design.message });

  try {
    const stat = await fs.promises.stat(design.file);
    res.setHeader('Content-Type', design.type);
    res.setHeader('Content-Length', stat.size);
    res.setHeader('Content-Disposition', `inline; filename="${path.basename(design.file)}"`);
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    await pipeline(fs.createReadStream(design.file), res);
  } catch (err) {
    if (err.code === 'ENOENT') return res.status(404).json({ error: 'design not found' });
    throw err;
  }
}

export default withMethods(['GET', 'HEAD'], handler);
