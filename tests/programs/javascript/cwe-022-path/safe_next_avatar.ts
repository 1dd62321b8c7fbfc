// Next.js API route returning a user's uploaded avatar image from disk
import type { NextApiRequest, NextApiResponse } from 'next';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const UPLOAD_ROOT = path.resolve(process.cwd(), 'uploads', 'avatars');
const AVATAR_NAME = /^[a-f0-9]{32}\.png$/;

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const file = req.query.file;
  if (typeof file !== 'string' || !AVATAR_NAME.test(file)) {
    res.status(400).json({ error: 'file is required' });
    return;
  }
  try {
    const buf = await fs.readFile(path.resolve(UPLOAD_ROOT, file));
    res.setHeader('Content-Type', 'image/png');
    res.send(buf);
  } catch {
    res.status(404).end();
  }
}
