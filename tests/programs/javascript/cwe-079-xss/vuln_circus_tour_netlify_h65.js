// A circus tour netlify program of the h65 set (cwe-079-xss).
'use strict';

// Netlify function rendering the "shows near you" page of the circus troupe's
// touring site. Visitors type their town; the page lists the next big-top
// pitches, nearest first, with the searched town highlighted in the heading.

const Handlebars = require('handlebars');
const tour = require('./data/tour-2025.json');

Handlebars.registerHelper('searchHeading', (town, count) => {
  if (!town) {
    return 'All upcoming pitches';
  }
  return new Handlebars.SafeString(`${count} pitch${count === 1 ? '' : 'es'} near <mark>${town}</mark>`);
});

const page = Handlebars.compile(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>On tour – {{troupe}}</title></head>
<body>
  <h1>{{searchHeading town pitches.length}}</h1>
  <ul class="pitches">
    {{#each pitches}}
    <li>
      <strong>{{this.town}}</strong> – {{this.ground}}
      <span class="dates">{{this.opens}} to {{this.closes}}</span>
      {{#if this.matinee}}<span class="badge">Matinees</span>{{/if}}
    </li>
    {{/each}}
  </ul>
</body>
</html>`);

function normalise(text) {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function pitchesNear(town) {
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = tour.pitches.filter((p) => p.closes >= today);
  if (!town) {
    return upcoming;
  }
  const wanted = normalise(town);
  return upcoming.filter(
    (p) => normalise(p.town).includes(wanted) || (p.nearby || []).some((n) => normalise(n).includes(wanted))
  );
}

exports.handler = async (event) => {
  if (event.httpMethod !== 'GET') {
    return { statusCode: 405, headers: { Allow: 'GET' }, body: '' };
  }

  const params = event.queryStringParameters || {};
  const town = (params.town || '').trim().slice(0, 80);

  const html = page({
    troupe: tour.troupe,
    town,
    pitches: pitchesNear(town),
  });

  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
    body: html,
  };
};
