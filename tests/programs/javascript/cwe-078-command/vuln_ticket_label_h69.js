// A ticket label program of the h69 set (cwe-078-command).
const Fastify = require('fastify');
const { exec } = require('node:child_process');
const { writeFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

const fastify = Fastify({ logger: true });
const LABEL_PRINTER = process.env.LABEL_PRINTER || 'zebra-bench-2';

fastify.decorateRequest('ticket', null);

// Build the ticket from the intake form before any route runs.
fastify.addHook('preHandler', async (request) => {
  if (request.method !== 'POST') return;
  const body = request.body || {};
  request.ticket = {
    number: `TW-${Date.now().toString(36).toUpperCase()}`,
    customer: String(body.customer || 'walk-in'),
    model: String(body.model || 'unknown'),
    fault: String(body.fault || '').slice(0, 200),
  };
});

function renderLabel(ticket) {
  return [
    `TICKET  ${ticket.number}`,
    `OWNER   ${ticket.customer}`,
    `MACHINE ${ticket.model}`,
    `FAULT   ${ticket.fault}`,
    '',
  ].join('\n');
}

function sendToPrinter(ticket, file) {
  return new Promise((resolve, reject) => {
    const title = `${ticket.number} ${ticket.customer}`;
    exec(`lp -d ${LABEL_PRINTER} -t "${title}" -o media=62x100mm ${file}`, { timeout: 10000 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout.trim());
    });
  });
}

fastify.post('/intake', {
  schema: {
    body: {
      type: 'object',
      required: ['customer', 'model'],
      properties: {
        customer: { type: 'string', maxLength: 80 },
        model: { type: 'string', maxLength: 80 },
        fault: { type: 'string' },
      },
    },
  },
}, async (request, reply) => {
  const ticket = request.ticket;
  const file = path.join(os.tmpdir(), `${ticket.number}.txt`);
  await writeFile(file, renderLabel(ticket), 'utf8');
  try {
    const job = await sendToPrinter(ticket, file);
    reply.code(201);
    return { ticket: ticket.number, printJob: job };
  } catch (err) {
    request.log.error({ err }, 'label printing failed');
    reply.code(502);
    return { ticket: ticket.number, printJob: null };
  }
});

fastify.get('/health', async () => ({ ok: true, printer: LABEL_PRINTER }));

fastify.listen({ port: Number(process.env.PORT) || 3300, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
