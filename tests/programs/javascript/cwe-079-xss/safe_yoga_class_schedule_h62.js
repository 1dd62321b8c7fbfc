// A yoga class schedule program of the h62 set (cwe-079-xss).
'use strict';

const Hapi = require('@hapi/hapi');
const escapeHtml = require('escape-html');

// In a real deployment this comes from the booking database.
const CLASSES = [
  { id: 1, title: 'Sunrise Vinyasa', teacher: 'Maya Torres', day: 'Mon', time: '06:30', spots: 4 },
  { id: 2, title: 'Yin & Restore', teacher: 'Ravi Kapoor', day: 'Mon', time: '19:00', spots: 0 },
  { id: 3, title: 'Power Flow', teacher: 'Maya Torres', day: 'Wed', time: '12:15', spots: 9 },
  { id: 4, title: 'Prenatal Gentle', teacher: 'Elin Berg', day: 'Thu', time: '10:00', spots: 6 },
];

const byTeacher = (name) => (c) => !name || c.teacher.toLowerCase().includes(name.toLowerCase());
const byDay = (day) => (c) => !day || c.day === day;

const html = (strings, ...values) => strings.reduce((out, s, i) => out + s + (i < values.length ? values[i] : ''), '');

const renderRow = (c) => html`
  <tr class="${c.spots === 0 ? 'full' : 'open'}">
    <td>${escapeHtml(c.day)} ${escapeHtml(c.time)}</td>
    <td>${escapeHtml(c.title)}</td>
    <td>${escapeHtml(c.teacher)}</td>
    <td>${c.spots === 0 ? 'Waitlist' : `${c.spots} spots`}</td>
  </tr>`;

const renderPage = ({ teacher, rows }) => html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Class schedule</title></head>
  <body>
    <h1>${teacher ? `Classes with ${escapeHtml(teacher)}` : 'All classes'}</h1>
    <table>
      <thead><tr><th>When</th><th>Class</th><th>Teacher</th><th>Availability</th></tr></thead>
      <tbody>${rows.map(renderRow).join('')}</tbody>
    </table>
    ${rows.length === 0 ? '<p>No classes match your search.</p>' : ''}
  </body>
</html>`;

// Pre-handler that normalises the filters and stores them on request.app.
const readFilters = {
  method: (request) => {
    const { teacher = '', day = '' } = request.query;
    request.app.filters = { teacher: String(teacher).trim(), day: String(day).slice(0, 3) };
    return request.app.filters;
  },
  assign: 'filters',
};

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3003, host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/schedule',
    options: { pre: [readFilters] },
    handler: (request, h) => {
      const { teacher, day } = request.pre.filters;
      const rows = CLASSES.filter(byTeacher(teacher)).filter(byDay(day));
      return h.response(renderPage({ teacher, rows })).type('text/html; charset=utf-8');
    },
  });

  await server.start();
  console.log('schedule running on %s', server.info.uri);
};

init().catch((err) => {
  console.error(err);
  process.exit(1);
});
