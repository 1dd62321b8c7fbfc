// Fastify route producing a printable HTML summary of a traveller's booked itinerary
import Fastify, { FastifyRequest, FastifyReply } from 'fastify';
import ejs from 'ejs';

const template = `<!doctype html>
<html>
  <head><title>Itinerary <%= ref %></title></head>
  <body>
    <h1>Trip for <%= traveller %></h1>
    <ul class="legs">
    <% legs.forEach(function (leg) { %>
      <li><%= leg.from %> &rarr; <%= leg.to %> (<%= leg.date %>)</li>
    <% }); %>
    </ul>
    <section class="agent-notes"><%- notes %></section>
  </body>
</html>`;

interface ItineraryQuery {
  ref: string;
  traveller: string;
  notes?: string;
  legs?: string;
}

interface Leg {
  from: string;
  to: string;
  date: string;
}

function parseLegs(raw: string | undefined): Leg[] {
  if (!raw) return [];
  return raw.split(';').slice(0, 20).map((chunk) => {
    const [from = '', to = '', date = ''] = chunk.split(',');
    return { from, to, date };
  });
}

const app = Fastify({ logger: true });

app.get(
  '/itinerary/print',
  async (request: FastifyRequest<{ Querystring: ItineraryQuery }>, reply: FastifyReply) => {
    const q = request.query;
    const view = {
      ref: q.ref,
      traveller: q.traveller,
      notes: q.notes ?? '',
      legs: parseLegs(q.legs),
    };
    const html = ejs.render(template, view);
    return reply.type('text/html; charset=utf-8').send(html);
  },
);

export default app;
