// Next.js API route finishing sign-in and forwarding the browser to a return location
import type { NextApiRequest, NextApiResponse } from 'next';
import { randomUUID } from 'node:crypto';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const { code, returnTo } = req.query;
  if (typeof code !== 'string' || code.length === 0) {
    res.status(400).json({ error: 'missing code' });
    return;
  }
  const tokenResp = await fetch('https://auth.example.com/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code }),
  });
  if (!tokenResp.ok) {
    res.status(401).end();
    return;
  }
  res.setHeader('Set-Cookie', `sid=${randomUUID()}; HttpOnly; Secure; SameSite=Lax; Path=/`);
  const destination = typeof returnTo === 'string' ? returnTo : '/';
  res.redirect(302, destination);
}
