// Fastify service that sends generated report files from a reports directory
const fastify = require('fastify')({ logger: true });
const fs = require('node:fs/promises');
const path = require('node:path');

const REPORT_DIR = path.join(__dirname, 'reports');

fastify.get('/reports', async (request, reply) => {
  const name = request.query.name;
  if (!name) {
    return reply.code(400).send({ error: 'name required' });
  }
  const fileName = path.basename(String(name));
  const filePath = path.resolve(REPORT_DIR, fileName);
  if (!filePath.startsWith(REPORT_DIR + path.sep)) {
    return reply.code(400).send({ error: 'invalid name' });
  }
  try {
    const data = await fs.readFile(filePath);
    return reply.type('application/octet-stream').send(data);
  } catch {
    return reply.code(404).send({ error: 'not found' });
  }
});

fastify.listen({ port: 3000 });
