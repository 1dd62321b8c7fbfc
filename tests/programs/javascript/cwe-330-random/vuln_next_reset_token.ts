// Next.js API route creating password reset tokens and emailing a reset link
import type { NextApiRequest, NextApiResponse } from 'next';

const pendingResets = new Map<string, { email: string; expires: number }>();

function makeToken(): string {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

async function sendMail(to: string, body: string): Promise<void> {
  console.log(`mail to ${to}: ${body.length} chars`);
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.status(405).end();
    return;
  }
  const email = req.body?.email;
  if (typeof email !== 'string' || !email.includes('@')) {
    res.status(400).json({ error: 'email required' });
    return;
  }
  const token = makeToken();
  pendingResets.set(token, { email, expires: Date.now() + 15 * 60 * 1000 });
  await sendMail(email, `Reset your password: https://app.example.com/reset?token=${token}`);
  res.status(202).json({ ok: true });
}
