// A mime troupe show listing board program of the h76 set (cwe-079-xss).
'use strict';

const express = require('express');
const Handlebars = require('handlebars');
const { randomUUID } = require('crypto');

const hbs = Handlebars.create();

hbs.registerHelper('nl2br', (text) => String(text == null ? '' : text).replace(/\r?\n/g, '<br>'));

hbs.registerHelper('showDate', (iso) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'date to be announced' : d.toDateString();
});

// module-level registry of compiled views
const VIEWS = {
  board: hbs.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>{{troupe}} – upcoming shows</title></head>
<body>
  <h1>{{troupe}}</h1>
  {{#each shows}}
    <section class="show">
      <h2>{{title}}</h2>
      <p class="when">{{showDate date}} at {{venue}}</p>
      <div class="blurb">{{{nl2br blurb}}}</div>
    </section>
  {{else}}
    <p>No shows announced yet.</p>
  {{/each}}
</body></html>`),
  submitted: hbs.compile('<p>Thanks! “{{title}}” is now on the board. <a href="/shows">Back</a></p>'),
};

class ShowBoard {
  constructor(troupe, views) {
    this.troupe = troupe;
    this.views = views;
    this.shows = [];
  }

  add({ title, venue, date, blurb }) {
    const show = {
      id: randomUUID(),
      title: String(title).slice(0, 120),
      venue: String(venue || 'the usual square').slice(0, 120),
      date,
      blurb: String(blurb || '').slice(0, 4000),
    };
    this.shows.push(show);
    this.shows.sort((a, b) => String(a.date).localeCompare(String(b.date)));
    return show;
  }

  page(name, context = {}) {
    return this.views[name]({ troupe: this.troupe, shows: this.shows, ...context });
  }
}

const board = new ShowBoard(process.env.TROUPE_NAME || 'The Silent Company', VIEWS);
const app = express();
app.use(express.urlencoded({ extended: false, limit: '32kb' }));

app.get('/shows', (req, res) => {
  res.type('html').send(board.page('board'));
});

app.post('/shows', (req, res) => {
  if (!req.body.title) {
    return res.status(400).send('a title is required');
  }
  const show = board.add(req.body);
  res.status(201).type('html').send(board.page('submitted', { title: show.title }));
});

app.listen(process.env.PORT || 3400);
