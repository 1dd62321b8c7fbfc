// Fastify plugin that lets operators search recent application log lines
const fs = require('fs');
const readline = require('readline');

const LOG_FILE = process.env.APP_LOG || '/var/log/app/current.log';

async function readRecentLines(file, limit) {
  const lines = [];
  const rl = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of rl) {
    lines.push(line);
    if (lines.length > limit) lines.shift();
  }
  return lines;
}

async function logSearchRoutes(fastify) {
  fastify.get('/ops/logs/search', {
    onRequest: [fastify.authenticate],
    schema: {
      querystring: {
        type: 'object',
        required: ['term'],
        properties: { term: { type: 'string', minLength: 1, maxLength: 200 }, cs: { type: 'boolean' } },
      },
    },
  }, async (request) => {
    const { term, cs } = request.query;
    const matcher = new RegExp(term, cs ? '' : 'i');
    const lines = await readRecentLines(LOG_FILE, 5000);
    const hits = [];
    for (const line of lines) {
      if (matcher.test(line)) hits.push(line);
      if (hits.length >= 500) break;
    }
    return { term, count: hits.length, lines: hits };
  });
}

module.exports = logSearchRoutes;
