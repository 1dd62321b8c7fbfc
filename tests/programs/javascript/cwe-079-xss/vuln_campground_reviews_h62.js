// A campground reviews program of the h62 set (cwe-079-xss).
'use strict';

const fastify = require('fastify')({ logger: true });
const Handlebars = require('handlebars');

const page = Handlebars.compile(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{{site.name}} reviews</title>
  <style>.review p { margin: 0 0 1em; }</style>
</head>
<body>
  <h1>{{site.name}}</h1>
  <p>{{site.hookups}} · sleeps {{site.sleeps}}</p>
  {{#each reviews}}
    <article class="review">
      <h2>{{this.author}} — {{this.stars}}/5</h2>
      <p>{{{this.bodyHtml}}}</p>
    </article>
  {{else}}
    <p>No reviews yet.</p>
  {{/each}}
</body>
</html>`);

const sites = new Map([
  ['a12', { name: 'Site A12 — Lakeside', hookups: '30A electric', sleeps: 6 }],
  ['b03', { name: 'Site B03 — Pines', hookups: 'tent only', sleeps: 4 }],
]);
const reviews = new Map(); // siteId -> [{ author, stars, body, at }]

const reviewSchema = {
  body: {
    type: 'object',
    required: ['author', 'stars', 'body'],
    properties: {
      author: { type: 'string', minLength: 1, maxLength: 60 },
      stars: { type: 'integer', minimum: 1, maximum: 5 },
      body: { type: 'string', minLength: 1, maxLength: 4000 },
    },
  },
};

// Keeps paragraphs the camper typed.
const toView = ({ author, stars, body }) => ({
  author,
  stars,
  bodyHtml: body.replace(/\r?\n/g, '<br>'),
});

const loadSite = async (request, reply) => {
  const site = sites.get(request.params.siteId);
  if (!site) return reply.code(404).send({ error: 'unknown site' });
  request.site = site;
};

fastify.decorateRequest('site', null);

fastify.post('/sites/:siteId/reviews', { schema: reviewSchema, preHandler: loadSite }, async (request, reply) => {
  const list = reviews.get(request.params.siteId) ?? [];
  list.push({ ...request.body, at: new Date().toISOString() });
  reviews.set(request.params.siteId, list);
  return reply.code(201).send({ count: list.length });
});

fastify.get('/sites/:siteId/reviews', { preHandler: loadSite }, async (request, reply) => {
  const list = (reviews.get(request.params.siteId) ?? [])
    .slice()
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(toView);
  return reply.type('text/html; charset=utf-8').send(page({ site: request.site, reviews: list }));
});

fastify.listen({ port: Number(process.env.PORT) || 3004, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
