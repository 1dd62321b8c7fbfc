// Next.js API route that clears the session cookie and returns the user to a chosen page.
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';

function destination(returnTo: string | string[] | undefined): string {
  const value = Array.isArray(returnTo) ? returnTo[0] : returnTo;
  if (!value) {
    return '/';
  }
  return value;
}

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    return res.status(405).end();
  }
  res.setHeader(
    'Set-Cookie',
    serialize('sid', '', { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: 0 }),
  );
  const target = destination(req.query.returnTo ?? req.body?.returnTo);
  res.redirect(302, target);
}
