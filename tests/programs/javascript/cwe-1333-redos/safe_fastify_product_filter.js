// Fastify endpoint filtering product descriptions by a user-supplied search pattern
const fastify = require('fastify')();

const products = [
  { id: 1, description: 'Stainless steel insulated water bottle, 750ml, keeps drinks cold for 24 hours' },
  { id: 2, description: 'Ergonomic wireless mouse with silent buttons and USB-C charging dock' },
  { id: 3, description: 'Mechanical keyboard with hot-swappable switches and aluminium frame' },
];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

fastify.get('/products', async (request, reply) => {
  const q = String(request.query.q ?? '');
  if (q.length > 200) {
    return reply.code(400).send({ error: 'query too long' });
  }
  const re = new RegExp(escapeRegExp(q), 'i');
  return products.filter((p) => re.test(p.description));
});

fastify.listen({ port: 3013 });
