// Fastify log search endpoint that filters recent application log lines by a user-supplied term.
const fastify = require('fastify')({ logger: true });
const { recentLogLines } = require('./log-buffer');

const MAX_TERM_LENGTH = 200;

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildMatcher(term, caseSensitive) {
  return new RegExp(escapeRegExp(term), caseSensitive ? '' : 'i');
}

function searchLines(lines, matcher, limit) {
  const hits = [];
  for (const line of lines) {
    if (matcher.test(line)) {
      hits.push(line);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}

fastify.get('/logs/search', async (request, reply) => {
  const { term, case: caseFlag } = request.query;
  if (typeof term !== 'string' || term.length === 0 || term.length > MAX_TERM_LENGTH) {
    return reply.code(400).send({ error: `term must be 1-${MAX_TERM_LENGTH} characters` });
  }
  const limit = Math.min(Number.parseInt(request.query.limit, 10) || 100, 500);
  let matcher;
  try {
    matcher = buildMatcher(term, caseFlag === 'sensitive');
  } catch (err) {
    return reply.code(400).send({ error: err.message });
  }
  const lines = await recentLogLines(10000);
  return { term, hits: searchLines(lines, matcher, limit) };
});

fastify.listen({ port: Number(process.env.PORT) || 3013 });
