// A puppet poster program of the h66 set (cwe-094-code).
// Puppet theatre - show poster preview.
// Box office staff pick a poster layout and type the show name and dates;
// the preview is printed from the browser and pinned up in the foyer.
var Hapi = require('hapi');
var _ = require('underscore');

var LAYOUTS = {
  classic: '<div class="poster classic"><h1><%- show %></h1>' +
           '<p class="dates"><%- dates %></p><p>Marionettes &amp; shadow puppets</p></div>',
  matinee: '<div class="poster matinee"><h2>Family matin&eacute;e</h2><h1><%- show %></h1>' +
           '<p class="dates"><%- dates %></p></div>',
  touring: '<div class="poster touring"><h1><%- show %></h1><p>On tour: <%- dates %></p></div>'
};

var PAGE_HEAD = '<!DOCTYPE html><html><head><meta charset="utf-8">' +
                '<link rel="stylesheet" href="/static/posters.css"></head><body>';
var PAGE_FOOT = '</body></html>';

var server = new Hapi.Server();
server.connection({ port: process.env.PORT || 3500 });

function clip(value, max) {
  var s = value == null ? '' : String(value);
  return s.length > max ? s.slice(0, max) : s;
}

server.route({
  method: 'GET',
  path: '/poster/preview',
  config: {
    handler: function (request, reply) {
      var q = request.query;
      var layoutName = q.layout || 'classic';
      var source;

      if (LAYOUTS.hasOwnProperty(layoutName)) {
        source = LAYOUTS[layoutName];
      } else {
        return reply({ error: 'unknown layout' }).code(400);
      }

      var render;
      try {
        render = _.template(source);
      } catch (e) {
        return reply({ error: 'layout does not compile' }).code(400);
      }
      var html = render({ show: clip(q.show, 80), dates: clip(q.dates, 120) });
      reply(PAGE_HEAD + html + PAGE_FOOT).type('text/html');
    }
  }
});

server.start(function (err) {
  if (err) {
    throw err;
  }
  console.log('poster preview at ' + server.info.uri);
});
