// Express route that renders a live preview of a profile card while the user edits it.
const express = require('express');
const ejs = require('ejs');

const app = express();
app.use(express.urlencoded({ extended: false, limit: '16kb' }));

const cardTemplate = `
<!DOCTYPE html>
<html>
<head><meta charset="utf-8"><title>Preview - <%= card.displayName %></title></head>
<body>
  <div class="card theme-<%= card.theme %>">
    <h1><%= card.displayName %></h1>
    <p class="tagline"><%= card.tagline %></p>
    <div class="bio"><%- card.bio %></div>
  </div>
</body>
</html>`;

const THEMES = ['light', 'dark', 'sepia'];

function toCard(body) {
  return {
    displayName: String(body.displayName || 'Anonymous').slice(0, 60),
    tagline: String(body.tagline || '').slice(0, 120),
    bio: String(body.bio || '').slice(0, 2000),
    theme: THEMES.includes(body.theme) ? body.theme : 'light',
  };
}

app.post('/profile/preview', (req, res) => {
  const card = toCard(req.body);
  const html = ejs.render(cardTemplate, { card });
  res.type('html').send(html);
});

module.exports = app;
