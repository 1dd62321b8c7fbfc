// A furnace booking program of the h67 set (cwe-614-cookie).
// glassblowers: members sign in to book time on the hot-shop furnace and glory hole
import Fastify, { FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

interface Member {
  id: string;
  email: string;
  passwordHash: string;
  level: 'assistant' | 'gaffer';
}

class MemberStore {
  private readonly members = new Map<string, Member>();
  find(email: string) {
    return this.members.get(email.toLowerCase());
  }
}

class SessionStore {
  private readonly sessions = new Map<string, { memberId: string; expires: number }>();

  create(memberId: string, ttlMs: number) {
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { memberId, expires: Date.now() + ttlMs });
    return id;
  }

  resolve(id?: string) {
    const s = id ? this.sessions.get(id) : undefined;
    return s && s.expires > Date.now() ? s.memberId : undefined;
  }
}

const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const members = new MemberStore();
const sessions = new SessionStore();
const bookings: Array<{ memberId: string; slot: string; station: string }> = [];

const app = Fastify({ logger: true, trustProxy: true });
app.register(cookie, { secret: process.env.COOKIE_SECRET });

app.post<{ Body: { email: string; password: string } }>(
  '/session',
  {
    schema: {
      body: {
        type: 'object',
        required: ['email', 'password'],
        properties: {
          email: { type: 'string', format: 'email', maxLength: 254 },
          password: { type: 'string', minLength: 8, maxLength: 128 },
        },
      },
    },
  },
  async (request, reply) => {
    const member = members.find(request.body.email);
    if (!member || !(await argon2.verify(member.passwordHash, request.body.password))) {
      return reply.code(401).send({ error: 'sign-in failed' });
    }
    const sid = sessions.create(member.id, SESSION_TTL_MS);
    reply.setCookie('hotshop_sid', sid, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      signed: true,
      maxAge: SESSION_TTL_MS / 1000,
    });
    return { level: member.level };
  },
);

async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.cookies.hotshop_sid;
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  const memberId = unsigned?.valid ? sessions.resolve(unsigned.value ?? undefined) : undefined;
  if (!memberId) return reply.code(401).send({ error: 'please sign in' });
  (request as FastifyRequest & { memberId: string }).memberId = memberId;
}

app.post<{ Body: { slot: string; station: 'furnace' | 'glory-hole' | 'annealer' } }>(
  '/bookings',
  {
    preHandler: requireMember,
    schema: {
      body: {
        type: 'object',
        required: ['slot', 'station'],
        properties: {
          slot: { type: 'string', format: 'date-time' },
          station: { type: 'string', enum: ['furnace', 'glory-hole', 'annealer'] },
        },
      },
    },
  },
  async (request, reply) => {
    const memberId = (request as FastifyRequest & { memberId: string }).memberId;
    if (bookings.some((b) => b.slot === request.body.slot && b.station === request.body.station)) {
      return reply.code(409).send({ error: 'slot already taken' });
    }
    bookings.push({ memberId, ...request.body });
    return reply.code(201).send({ ok: true });
  },
);

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
