// Fastify plugin that serves a printable conference badge page for an attendee
const fp = require('fastify-plugin');
const he = require('he');

const badgeQuery = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 80 },
    company: { type: 'string', maxLength: 80 },
    track: { type: 'string', enum: ['frontend', 'backend', 'data', 'ops'] },
  },
};

function renderBadge(eventName, badge) {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/static/badge.css"></head><body>',
    `<header>${he.encode(eventName)}</header>`,
    `<p class="name">${badge.name}</p>`,
    `<p class="company">${he.encode(badge.company)}</p>`,
    `<p class="track track-${badge.track}">${badge.track}</p>`,
    '</body></html>',
  ].join('\n');
}

async function badgeRoutes(fastify, opts) {
  const eventName = opts.eventName || 'DevSummit';

  fastify.get('/badge', { schema: { querystring: badgeQuery } }, async (request, reply) => {
    const badge = {
      name: request.query.name,
      company: request.query.company || 'Independent',
      track: request.query.track || 'backend',
    };
    reply.type('text/html; charset=utf-8');
    return renderBadge(eventName, badge);
  });
}

module.exports = fp(badgeRoutes, { name: 'badge-routes' });
