// Fastify route used by NOC staff to run reachability checks against cell site routers
const fastify = require('fastify')({ logger: true });
const { execFile } = require('child_process');

const PROBE_TIMEOUT_MS = Number(process.env.PROBE_TIMEOUT_MS || 8000);

function looksLikeHost(value) {
  return /^[a-z0-9][a-z0-9.-]{0,252}$/i.test(value);
}

class ProbeRunner {
  run(host, count) {
    return new Promise((resolve, reject) => {
      execFile('ping', ['-c', String(count), '-W', '2', host], { timeout: PROBE_TIMEOUT_MS }, (err, stdout) => {
        if (err) return reject(err);
        resolve(stdout);
      });
    });
  }
}

class SiteDiagnostics {
  constructor(runner) {
    this.runner = runner;
    this.history = [];
  }

  async reachability(request) {
    if (!looksLikeHost(request.host)) {
      throw new Error('invalid host');
    }
    const output = await this.runner.run(request.host, request.count);
    this.history.push({ site: request.siteId, at: Date.now() });
    return output.split('\n').filter((line) => line.includes('packet loss'));
  }
}

const diagnostics = new SiteDiagnostics(new ProbeRunner());

fastify.post('/noc/sites/:siteId/ping', async (request, reply) => {
  const probe = {
    siteId: request.params.siteId,
    host: String(request.body.host || ''),
    count: Math.min(Math.max(Number.parseInt(request.body.count, 10) || 3, 1), 10),
  };
  try {
    const summary = await diagnostics.reachability(probe);
    return { siteId: probe.siteId, summary };
  } catch (err) {
    reply.code(400);
    return { error: 'probe failed' };
  }
});

fastify.listen({ port: Number(process.env.PORT || 8080), host: '0.0.0.0' });
