// Fastify service that authenticates match officials before they submit match reports
const fastify = require('fastify')({ logger: true });
const jwt = require('jsonwebtoken');

const authConfig = {
  secret: process.env.REFEREE_JWT_SECRET,
  issuer: 'league-officials',
};

function readBearer(request) {
  const value = request.headers.authorization || '';
  return value.startsWith('Bearer ') ? value.slice(7) : null;
}

function verifyOfficial(token) {
  const options = { algorithms: ['HS256'], issuer: authConfig.issuer };
  return new Promise((resolve) => {
    jwt.verify(token, authConfig.secret, options, (err, payload) => {
      if (err) {
        fastify.log.warn({ reason: err.message }, 'official token rejected');
        return resolve(null);
      }
      resolve(payload);
    });
  });
}

class MatchReportService {
  constructor() {
    this.reports = [];
  }

  submit(official, report) {
    const entry = { ...report, officialId: official.sub, receivedAt: new Date().toISOString() };
    this.reports.push(entry);
    return entry;
  }
}

const reports = new MatchReportService();

fastify.decorateRequest('official', null);
fastify.addHook('preHandler', async (request, reply) => {
  const token = readBearer(request);
  const official = token ? await verifyOfficial(token) : null;
  if (!official || official.role !== 'referee') {
    return reply.code(401).send({ error: 'unauthorized' });
  }
  request.official = official;
});

fastify.post('/matches/:matchId/report', async (request) => {
  const body = request.body || {};
  return reports.submit(request.official, {
    matchId: request.params.matchId,
    homeGoals: Number(body.homeGoals),
    awayGoals: Number(body.awayGoals),
    cautions: Array.isArray(body.cautions) ? body.cautions : [],
  });
});

fastify.listen({ port: Number(process.env.PORT || 8400) });
