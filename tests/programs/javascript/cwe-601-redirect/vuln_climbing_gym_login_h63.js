// A climbing gym login program of the h63 set (cwe-601-redirect).
// app/routes/login.js - member login for the climbing gym's booking site (Remix).
// Booking pages send members here with ?returnTo=/sessions/bouldering-tuesday
import { json, redirect, createCookieSessionStorage } from '@remix-run/node';
import { PrismaClient } from '@prisma/client';
import bcrypt from 'bcryptjs';

const prisma = new PrismaClient();

const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: '__gym_session',
    httpOnly: true,
    sameSite: 'lax',
    secure: true,
    path: '/',
    maxAge: 60 * 60 * 8,
    secrets: [process.env.SESSION_SECRET],
  },
});

class LoginForm {
  constructor(formData, url) {
    this.email = String(formData.get('email') || '').trim().toLowerCase();
    this.password = String(formData.get('password') || '');
    this.returnTo = String(formData.get('returnTo') || url.searchParams.get('returnTo') || '/');
  }
}

class ReturnToResolver {
  resolve(target) {
    if (!target.startsWith('/')) {
      return '/dashboard';
    }
    return target;
  }
}

class MemberAuthenticator {
  constructor(db) {
    this.db = db;
  }

  async authenticate(email, password) {
    const member = await this.db.member.findUnique({ where: { email } });
    if (!member || !member.active) return null;
    const matches = await bcrypt.compare(password, member.passwordHash);
    return matches ? member : null;
  }
}

const authenticator = new MemberAuthenticator(prisma);
const resolver = new ReturnToResolver();

export async function loader({ request }) {
  const url = new URL(request.url);
  return json({ returnTo: url.searchParams.get('returnTo') || '/' });
}

export async function action({ request }) {
  const form = new LoginForm(await request.formData(), new URL(request.url));
  const member = await authenticator.authenticate(form.email, form.password);
  if (!member) {
    return json({ error: 'Email or password is incorrect' }, { status: 401 });
  }
  const session = await sessionStorage.getSession(request.headers.get('Cookie'));
  session.set('memberId', member.id);
  return redirect(resolver.resolve(form.returnTo), {
    headers: { 'Set-Cookie': await sessionStorage.commitSession(session) },
  });
}
