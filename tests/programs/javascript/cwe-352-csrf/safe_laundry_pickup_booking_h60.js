// A laundry pickup booking program of the h60 set (cwe-352-csrf).
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fastifyFormbody from '@fastify/formbody';
import fastifyCsrf from '@fastify/csrf-protection';

// Customers of the wash-and-fold service book a van pickup from the account
// page. Sign-in is handled by the accounts module, which puts customerId
// in the shared session.
const SLOTS = ['08-10', '10-12', '14-16', '18-20'];
const pickups = new Map();

const app = Fastify({ logger: true });

await app.register(fastifyCookie);
await app.register(fastifySession, {
  secret: process.env.SESSION_SECRET,
  cookieName: 'laundry_sid',
});
await app.register(fastifyFormbody);
await app.register(fastifyCsrf, { sessionPlugin: '@fastify/session' });

const requireCustomer = async (request, reply) => {
  if (!request.session.get('customerId')) {
    return reply.code(401).send({ error: 'please sign in' });
  }
};

const validPickup = ({ date, slot, bags }) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') &&
  new Date(`${date}T00:00:00Z`).getTime() > Date.now() &&
  SLOTS.includes(slot) &&
  Number.isInteger(Number(bags)) &&
  Number(bags) >= 1 &&
  Number(bags) <= 10;

const pickupForm = (csrfToken) => `<!doctype html>
<html lang="en"><body>
  <h1>Book a pickup</h1>
  <form method="post" action="/pickups">
    <input type="hidden" name="_csrf" value="${csrfToken}">
    <label>Date <input type="date" name="date" required></label>
    <label>Slot <select name="slot">${SLOTS.map((s) => `<option>${s}</option>`).join('')}</select></label>
    <label>Bags <input type="number" name="bags" min="1" max="10" value="1"></label>
    <label><input type="checkbox" name="express" value="yes"> Same-day express (+4.50)</label>
    <button type="submit">Book pickup</button>
  </form>
</body></html>`;

app.get('/pickups/new', { preHandler: requireCustomer }, async (request, reply) => {
  return reply.type('text/html; charset=utf-8').send(pickupForm(reply.generateCsrf()));
});

app.post('/pickups', { preHandler: [requireCustomer, app.csrfProtection] }, async (request, reply) => {
  const form = request.body ?? {};
  if (!validPickup(form)) return reply.code(400).send({ error: 'please choose a future date, a slot and 1-10 bags' });

  const customerId = request.session.get('customerId');
  const booking = { date: form.date, slot: form.slot, bags: Number(form.bags), express: form.express === 'yes' };
  pickups.set(customerId, [...(pickups.get(customerId) ?? []), booking]);
  return reply.redirect('/pickups');
});

app.get('/pickups', { preHandler: requireCustomer }, async (request) => pickups.get(request.session.get('customerId')) ?? []);

await app.listen({ port: Number(process.env.PORT ?? 3000) });
