// Express search page that renders matching articles and echoes the query using a Handlebars template.
const express = require('express');
const Handlebars = require('handlebars');

const app = express();

const ARTICLES = [
  { slug: 'getting-started', title: 'Getting started', summary: 'Install and configure the CLI.' },
  { slug: 'webhooks', title: 'Webhooks', summary: 'Receive events over HTTP.' },
  { slug: 'rate-limits', title: 'Rate limits', summary: 'How request quotas work.' },
];

const page = Handlebars.compile(`
<!doctype html>
<html><body>
  <form action="/search"><input name="q" value="{{query}}"></form>
  <p>Results for <strong>{{{query}}}</strong> ({{results.length}})</p>
  <ul>{{#each results}}<li><a href="/docs/{{slug}}">{{title}}</a> - {{summary}}</li>{{/each}}</ul>
</body></html>`);

function search(term) {
  const needle = term.toLowerCase();
  return ARTICLES.filter(
    (a) => a.title.toLowerCase().includes(needle) || a.summary.toLowerCase().includes(needle)
  );
}

app.get('/search', (req, res) => {
  const query = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
  const results = query ? search(query) : [];
  res.type('html').send(page({ query, results }));
});

app.listen(3000);
