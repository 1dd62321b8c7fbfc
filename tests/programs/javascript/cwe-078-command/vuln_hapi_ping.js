// Hapi server exposing a network diagnostics endpoint that pings a host
const Hapi = require('@hapi/hapi');
const { exec } = require('node:child_process');
const { promisify } = require('node:util');

const execAsync = promisify(exec);

const init = async () => {
  const server = Hapi.server({ port: 4000, host: 'localhost' });
  server.route({
    method: 'GET',
    path: '/diag/ping',
    handler: async (request, h) => {
      const target = request.query.host || '127.0.0.1';
      try {
        const { stdout } = await execAsync(`ping -c 2 ${target}`);
        return h.response({ output: stdout });
      } catch (err) {
        return h.response({ error: 'ping failed' }).code(502);
      }
    },
  });
  await server.start();
};

init();
