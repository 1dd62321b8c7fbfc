// A genealogy research api program of the h60 set (cwe-942-cors).
'use strict';

const Fastify = require('fastify');
const cors = require('@fastify/cors');
const fastifyCookie = require('@fastify/cookie');
const fastifySession = require('@fastify/session');

// The archive's research API is called from the reading-room web app and
// from the volunteers' transcription site, both served from our own domains.
// Members' private research notes and DNA match lists are returned here.
const ARCHIVE_DOMAIN = 'kinship-archive.org';

const isArchiveOrigin = (origin) => {
  try {
    const { protocol, hostname } = new URL(origin);
    return protocol === 'https:' && hostname.endsWith(ARCHIVE_DOMAIN);
  } catch {
    return false;
  }
};

const notesByMember = new Map();
const matchesByMember = new Map();

const build = async () => {
  const app = Fastify({ logger: true });

  await app.register(cors, {
    credentials: true,
    methods: ['GET', 'POST'],
    origin: (origin, cb) => {
      if (!origin) return cb(null, false);
      return cb(null, isArchiveOrigin(origin));
    },
  });
  await app.register(fastifyCookie);
  // Sign-in is handled by the membership module, which stores memberId in the session.
  await app.register(fastifySession, { secret: process.env.SESSION_SECRET, cookieName: 'archive_sid' });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/api/me/') && !request.session.get('memberId')) {
      return reply.code(401).send({ error: 'sign in to the archive first' });
    }
  });

  app.get('/api/me/notes', async (request) => {
    const memberId = request.session.get('memberId');
    return (notesByMember.get(memberId) ?? [])
      .slice()
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map(({ id, title, surname, body, updatedAt }) => ({ id, title, surname, body, updatedAt }));
  });

  app.get('/api/me/dna-matches', async (request) => {
    const memberId = request.session.get('memberId');
    return (matchesByMember.get(memberId) ?? []).filter((m) => m.sharedCm >= 20);
  });

  return app;
};

build()
  .then((app) => app.listen({ port: Number(process.env.PORT || 3000) }))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
