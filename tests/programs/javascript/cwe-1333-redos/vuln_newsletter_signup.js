// Fastify route handling newsletter sign-ups with server-side email address validation
import Fastify from 'fastify';

const EMAIL_PATTERN = /^([a-zA-Z0-9_.+-]+)*@([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}$/;
const subscribers = new Set();

function validateSignup(body) {
  const errors = [];
  const email = typeof body?.email === 'string' ? body.email.trim() : '';
  if (!EMAIL_PATTERN.test(email)) {
    errors.push('email is not valid');
  }
  const topics = Array.isArray(body?.topics) ? body.topics.filter((t) => typeof t === 'string') : [];
  if (topics.length === 0) {
    errors.push('choose at least one topic');
  }
  return { errors, email: email.toLowerCase(), topics };
}

const app = Fastify({ logger: true, bodyLimit: 64 * 1024 });

app.post('/newsletter/subscribe', async (request, reply) => {
  const { errors, email, topics } = validateSignup(request.body);
  if (errors.length > 0) {
    return reply.code(422).send({ errors });
  }
  if (subscribers.has(email)) {
    return reply.code(200).send({ status: 'already subscribed' });
  }
  subscribers.add(email);
  request.log.info({ topics }, 'new subscriber');
  return reply.code(201).send({ status: 'subscribed', topics });
});

await app.listen({ port: 3400, host: '0.0.0.0' });
