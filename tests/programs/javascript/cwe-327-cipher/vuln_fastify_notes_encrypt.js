// Fastify service encrypting customer support notes before storing them
const fastify = require('fastify')();
const crypto = require('node:crypto');

const KEY = Buffer.from(process.env.NOTES_KEY_HEX || '', 'hex');
const notes = new Map();

function encrypt(text) {
  const cipher = crypto.createCipheriv('aes-128-ecb', KEY, null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

fastify.post('/customers/:id/notes', async (request, reply) => {
  const note = request.body && request.body.note;
  if (typeof note !== 'string' || note.length === 0) {
    return reply.code(400).send({ error: 'note required' });
  }
  notes.set(request.params.id, encrypt(note));
  return reply.code(201).send({ stored: true });
});

fastify.listen({ port: 3019 });
