// Fastify route that converts a stored upload to another image format using ImageMagick.
const fastify = require('fastify')({ logger: true });
const { spawn } = require('child_process');
const path = require('path');

const UPLOAD_DIR = '/var/lib/imgsvc/uploads';
const OUTPUT_DIR = '/var/lib/imgsvc/out';
const ID_PATTERN = /^[a-f0-9]{32}$/;
const FORMATS = new Map([['jpeg', 'jpg'], ['jpg', 'jpg'], ['png', 'png'], ['webp', 'webp']]);

function runConvert(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('convert', args);
    let stderr = '';
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(stderr))));
  });
}

fastify.post('/images/:id/convert', async (request, reply) => {
  const { id } = request.params;
  const { format, quality } = request.body || {};
  if (!ID_PATTERN.test(id)) {
    return reply.code(400).send({ error: 'bad id' });
  }
  const ext = FORMATS.get(String(format).toLowerCase());
  if (!ext) {
    return reply.code(400).send({ error: 'unsupported format' });
  }
  const q = quality === undefined ? 85 : Number.parseInt(quality, 10);
  if (!Number.isInteger(q) || q < 1 || q > 100) {
    return reply.code(400).send({ error: 'quality must be 1-100' });
  }
  const input = path.join(UPLOAD_DIR, `${id}.png`);
  const output = path.join(OUTPUT_DIR, `${id}.${ext}`);
  const args = [input, '-strip', '-quality', String(q), output];
  try {
    await runConvert(args);
  } catch (err) {
    request.log.error(err);
    return reply.code(500).send({ error: 'conversion failed' });
  }
  return { output: path.basename(output) };
});

fastify.listen({ port: 3000, host: '0.0.0.0' });
