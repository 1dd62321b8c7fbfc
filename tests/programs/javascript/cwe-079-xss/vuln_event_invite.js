// Fastify route that renders a shareable event invitation page with EJS.
const fastify = require('fastify')({ logger: true });
const ejs = require('ejs');

const INVITE_TEMPLATE = `<!doctype html>
<html>
  <head><title>Invitation</title></head>
  <body>
    <h1>You're invited to <%= event.title %></h1>
    <p class="host">Hosted by <%- hostName %></p>
    <p class="date"><%= event.date %></p>
  </body>
</html>`;

const EVENTS = new Map([
  ['launch', { title: 'Product Launch', date: '2024-06-01' }],
  ['offsite', { title: 'Team Offsite', date: '2024-09-12' }],
]);

function renderInvite(event, hostName) {
  return ejs.render(INVITE_TEMPLATE, { event, hostName });
}

fastify.get('/invite/:eventId', async (request, reply) => {
  const event = EVENTS.get(request.params.eventId);
  if (!event) {
    return reply.code(404).send('unknown event');
  }
  const hostName = request.query.host || 'The team';
  const html = renderInvite(event, hostName);
  return reply.type('text/html').send(html);
});

fastify.listen({ port: 3004 });
