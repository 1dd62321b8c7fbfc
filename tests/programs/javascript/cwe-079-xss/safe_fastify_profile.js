// Fastify app that stores member profiles and renders a public profile card
const fastify = require('fastify')({ logger: true });

const profiles = new Map();
const WEBSITE_RE = /^https?:\/\/[^\s]+$/i;

function encode(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderCard(profile) {
  const website = profile.website
    ? `<a rel="nofollow" href="${encode(profile.website)}">website</a>`
    : '';
  return `<section class="card"><h2>${encode(profile.displayName)}</h2>` +
    `<p>${encode(profile.bio)}</p>${website}</section>`;
}

fastify.put('/members/:id/profile', async (request, reply) => {
  const { displayName, bio, website } = request.body || {};
  if (!displayName || String(displayName).length > 60) {
    return reply.code(400).send({ error: 'displayName required' });
  }
  if (website && !WEBSITE_RE.test(website)) {
    return reply.code(400).send({ error: 'website must be an http(s) URL' });
  }
  profiles.set(request.params.id, {
    displayName: String(displayName),
    bio: String(bio || '').slice(0, 500),
    website: website || null,
  });
  return { ok: true };
});

fastify.get('/members/:id', async (request, reply) => {
  const profile = profiles.get(request.params.id);
  if (!profile) {
    return reply.code(404).send('not found');
  }
  reply.type('text/html; charset=utf-8');
  return reply.send(renderCard(profile));
});

fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
