// Fastify endpoint that previews a feature-flag configuration submitted by an admin UI.
const fastify = require('fastify')({ logger: true });

function parseConfig(source) {
  return JSON.parse(source);
}

function summarize(config) {
  const flags = Object.entries((config && config.flags) || {});
  return {
    environment: String((config && config.environment) || 'staging'),
    total: flags.length,
    enabled: flags.filter(([, flag]) => flag && flag.enabled).map(([name]) => name),
    rollouts: flags
      .filter(([, flag]) => flag && typeof flag.percentage === 'number')
      .map(([name, flag]) => ({ name, percentage: flag.percentage })),
  };
}

fastify.post('/flags/preview', async (request, reply) => {
  const source = request.body && request.body.config;
  if (typeof source !== 'string' || source.length > 20000) {
    return reply.code(400).send({ error: 'config must be a string under 20000 characters' });
  }
  let config;
  try {
    config = parseConfig(source);
  } catch (err) {
    return reply.code(422).send({ error: `could not parse config: ${err.message}` });
  }
  return summarize(config);
});

fastify.listen({ port: Number(process.env.PORT) || 3007 });
