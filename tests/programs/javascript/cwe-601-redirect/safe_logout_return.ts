// Next.js API route that clears the session cookie and returns the user to a chosen page.
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';

const APP_ORIGIN = new URL(process.env.APP_ORIGIN ?? 'https://app.example.com').origin;

function destination(returnTo: string | string[] | undefined): string {
  const value = Array.isArray(returnTo) ? returnTo[0] : returnTo;
  if (!value) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== APP_ORIGIN) {
    return '/';
  }
  return url.pathname + url.search + url.hash;
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
