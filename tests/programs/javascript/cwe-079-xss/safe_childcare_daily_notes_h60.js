// A childcare daily notes program of the h60 set (cwe-079-xss).
'use strict';

const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const Handlebars = require('handlebars');

// Parents and key workers leave short notes on a child's daily sheet
// (naps, meals, "bring spare wellies tomorrow"). The room screen shows them.
const notesByChild = new Map();

const sheetTemplate = Handlebars.compile(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Daily sheet – {{childName}}</title></head>
<body>
  <h1>{{childName}} · {{date}}</h1>
  <ul class="notes">
    {{#each notes}}
    <li><strong>{{author}}</strong> <time>{{at}}</time><div>{{#each lines}}{{this}}<br>{{/each}}</div></li>
    {{/each}}
  </ul>
</body>
</html>`);

const children = new Map([
  ['c-1042', 'Maya'],
  ['c-1043', 'Oskar'],
  ['c-1051', 'Amara'],
]);

const toView = (note) => ({
  author: note.author,
  at: note.at.toISOString().slice(11, 16),
  lines: note.text.split(/\r?\n/),
});

const todaysNotes = (childId, date) =>
  (notesByChild.get(childId) || []).filter((n) => n.at.toISOString().startsWith(date)).map(toView);

const ensureChild = (request, h) =>
  children.has(request.params.childId) ? h.continue : h.response({ error: 'unknown child' }).code(404).takeover();

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT || 3000), host: 'localhost' });

  server.route({
    method: 'POST',
    path: '/children/{childId}/notes',
    options: {
      pre: [{ method: ensureChild }],
      validate: {
        payload: Joi.object({
          author: Joi.string().max(60).required(),
          text: Joi.string().max(1000).required(),
        }),
      },
    },
    handler: (request, h) => {
      const { childId } = request.params;
      const note = { ...request.payload, at: new Date() };
      notesByChild.set(childId, [...(notesByChild.get(childId) || []), note]);
      return h.response({ stored: true }).code(201);
    },
  });

  server.route({
    method: 'GET',
    path: '/children/{childId}/sheet',
    options: { pre: [{ method: ensureChild }] },
    handler: (request, h) => {
      const { childId } = request.params;
      const date = new Date().toISOString().slice(0, 10);
      const html = sheetTemplate({ childName: children.get(childId), date, notes: todaysNotes(childId, date) });
      return h.response(html).type('text/html; charset=utf-8');
    },
  });

  await server.start();
};

init();
