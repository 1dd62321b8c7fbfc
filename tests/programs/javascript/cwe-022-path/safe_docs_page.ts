// Next.js API route that returns a file from the documentation folder by its slug path.
import type { NextApiRequest, NextApiResponse } from 'next';
import { promises as fs } from 'fs';
import path from 'path';

const DOCS_ROOT = path.join(process.cwd(), 'content', 'docs');
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function slugSegments(raw: string | string[] | undefined): string[] | null {
  if (raw === undefined) return ['index.md'];
  const segments = Array.isArray(raw) ? raw : [raw];
  return segments.every((s) => SEGMENT.test(s) && !s.includes('..')) ? segments : null;
}

async function loadDocument(segments: string[]): Promise<string | null> {
  const file = path.join(DOCS_ROOT, ...segments);
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const segments = slugSegments(req.query.slug);
  if (segments === null) {
    return res.status(404).json({ error: 'page not found' });
  }
  const body = await loadDocument(segments);
  if (body === null) {
    return res.status(404).json({ error: 'page not found' });
  }
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.status(200).send(body);
}
