// Next.js API route that signs a viewer into the streaming service and continues to the next page
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';
import { verifyViewer, createSessionToken } from '../../lib/viewers';

const DEFAULT_NEXT = '/browse';

const firstValue = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;

const isLocalPath = (p: string): boolean => p.startsWith('/');

const nextPath = (req: NextApiRequest): string =>
  [firstValue(req.query.next), typeof req.body?.next === 'string' ? req.body.next : undefined]
    .filter((p): p is string => Boolean(p))
    .filter(isLocalPath)
    .concat(DEFAULT_NEXT)[0];

const sessionCookie = (token: string): string =>
  serialize('stream_session', token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 60 * 60 * 24 * 14,
  });

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }
  const { email, password } = req.body ?? {};
  const viewer = await verifyViewer(String(email ?? ''), String(password ?? ''));
  if (!viewer) {
    return res.status(401).json({ error: 'email or password incorrect' });
  }
  res.setHeader('Set-Cookie', sessionCookie(await createSessionToken(viewer.id)));
  res.redirect(303, nextPath(req));
}
