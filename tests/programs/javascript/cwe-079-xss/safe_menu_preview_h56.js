// Express endpoint rendering a preview of a restaurant's daily specials board
const express = require('express');
const Handlebars = require('handlebars');

const app = express();
app.use(express.urlencoded({ extended: false }));

Handlebars.registerHelper('price', (cents) => `$${(Number(cents) / 100).toFixed(2)}`);
Handlebars.registerHelper('highlight', (text) =>
  new Handlebars.SafeString(`<mark class="special">${Handlebars.escapeExpression(text)}</mark>`));

const board = Handlebars.compile(`
<section class="specials">
  <h2>{{venue}}</h2>
  <ul>
  {{#each items}}
    <li>{{highlight this.name}} &mdash; {{price this.cents}}</li>
  {{/each}}
  </ul>
</section>`);

const parseItems = (raw) =>
  String(raw || '')
    .split('\n')
    .map((line) => line.split('|'))
    .filter(([name, cents]) => name && /^\d+$/.test((cents || '').trim()))
    .map(([name, cents]) => ({ name: name.trim(), cents: Number(cents) }));

const requireItems = (handler) => (req, res) => {
  const items = parseItems(req.body.items);
  if (items.length === 0) return res.status(400).send('no menu items');
  return handler(req, res, items);
};

app.post('/menus/preview', requireItems((req, res, items) => {
  res.type('html').send(board({ venue: req.body.venue || 'Today', items }));
}));

app.listen(8081);
