// Hapi server exposing a network diagnostics endpoint that pings a host
const Hapi = require('@hapi/hapi');
const net = require('node:net');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const execFileAsync = promisify(execFile);

const init = async () => {
  const server = Hapi.server({ port: 4000, host: 'localhost' });
  server.route({
    method: 'GET',
    path: '/diag/ping',
    handler: async (request, h) => {
      const target = String(request.query.host || '127.0.0.1');
      if (net.isIP(target) === 0) {
        return h.response({ error: 'host must be an IP address' }).code(400);
      }
      try {
        const { stdout } = await execFileAsync('ping', ['-c', '2', target]);
        return h.response({ output: stdout });
      } catch (err) {
        return h.response({ error: 'ping failed' }).code(502);
      }
    },
  });
  await server.start();
};

init();
