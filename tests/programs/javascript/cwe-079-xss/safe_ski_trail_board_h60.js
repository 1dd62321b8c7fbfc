// A ski trail board program of the h60 set (cwe-079-xss).
import Fastify from 'fastify';
import ejs from 'ejs';

// Trail board shown on the resort website and the screens at each lift base.
// Guests can narrow it down to the runs served by one lift.
const trails = [
  { name: 'Edelweiss', lift: 'Gondola 1', grade: 'blue', open: true, groomed: '06:10' },
  { name: 'Black Fox', lift: 'Gondola 1', grade: 'black', open: false, groomed: null },
  { name: 'Larch Glade', lift: 'Chair 3', grade: 'red', open: true, groomed: '05:45' },
  { name: 'Nursery Slope', lift: 'Carpet A', grade: 'green', open: true, groomed: '07:00' },
  { name: 'Couloir Nord', lift: 'Chair 5', grade: 'black', open: true, groomed: null },
];

const GRADE_ORDER = { green: 0, blue: 1, red: 2, black: 3 };

const boardTemplate = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Trail status</title></head>
<body>
  <h1>Trail status</h1>
  <% if (lift) { %><p class="filter">Showing runs served by <%= lift %></p><% } %>
  <table>
    <tr><th>Run</th><th>Grade</th><th>Status</th><th>Groomed</th></tr>
    <% rows.forEach(function (t) { %>
    <tr class="<%= t.grade %>">
      <td><%= t.name %></td><td><%= t.grade %></td>
      <td><%= t.open ? 'Open' : 'Closed' %></td><td><%= t.groomed || '–' %></td>
    </tr>
    <% }) %>
  </table>
  <p>Open runs: <%= rows.filter(function (t) { return t.open; }).length %> / <%= rows.length %></p>
</body>
</html>`;

const renderBoard = ejs.compile(boardTemplate);

const byLift = (lift) => (t) => !lift || t.lift.toLowerCase() === lift.toLowerCase();
const byGradeThenName = (a, b) => GRADE_ORDER[a.grade] - GRADE_ORDER[b.grade] || a.name.localeCompare(b.name);

const app = Fastify({ logger: true });

app.get(
  '/trails',
  { schema: { querystring: { type: 'object', properties: { lift: { type: 'string', maxLength: 80 } } } } },
  async (request, reply) => {
    const lift = (request.query.lift || '').trim();
    const rows = trails.filter(byLift(lift)).sort(byGradeThenName);
    reply.type('text/html; charset=utf-8');
    return renderBoard({ lift, rows });
  },
);

await app.listen({ port: Number(process.env.PORT ?? 3000) });
