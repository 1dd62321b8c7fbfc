// A hat patterns program of the h64 set (cwe-022-path).
// pages/api/patterns/[block].js
import { promises as fs } from 'fs';
import path from 'path';

const PATTERN_ROOT = path.resolve(process.env.PATTERN_ROOT || './data/patterns');

const BLOCKS = new Set(['fedora', 'cloche', 'boater', 'trilby', 'pillbox', 'homburg']);
const PIECE_NAME = /^[a-z0-9-]{1,40}\.(svg|dxf)$/;

function asList(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

// GET /api/patterns/fedora?size=56&size=58&piece=crown.svg&piece=brim.dxf
export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }

  const { block } = req.query;
  if (!BLOCKS.has(block)) return res.status(404).json({ error: 'unknown hat block' });

  const sizes = asList(req.query.size)
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => n >= 50 && n <= 64);
  const pieces = asList(req.query.piece).slice(0, 12);

  if (sizes.length === 0) return res.status(400).json({ error: 'at least one head size (50-64 cm) is required' });
  if (pieces.length === 0 || !pieces.every((p) => PIECE_NAME.test(p))) {
    return res.status(400).json({ error: 'piece names look like crown.svg or brim.dxf' });
  }

  const bySize = {};
  const missing = [];
  for (const size of sizes) {
    bySize[size] = {};
    for (const piece of pieces) {
      const file = path.join(PATTERN_ROOT, block, String(size), piece);
      try {
        bySize[size][piece] = await fs.readFile(file, 'utf8');
      } catch (err) {
        missing.push(`${size}/${piece}`);
      }
    }
  }

  res.setHeader('Cache-Control', 'private, max-age=300');
  return res.status(200).json({ block, sizes, pieces: bySize, missing });
}
