// Profile form field checks
const express = require('express');
const app = express();
app.use(express.urlencoded({ extended: false }));

const NAME = /^[a-zA-Z]+(?: [a-zA-Z]+)*$/;
const SLUG = new RegExp('^[a-z0-9]+(?:-[a-z0-9]+)*$');

app.post('/profile', (req, res) => {
  const name = String(req.body.name || '').slice(0, 100);
  const ratio = name.length / 2 / 3;
  if (!NAME.test(name) || !SLUG.test(req.body.slug || '')) {
    return res.status(400).send('bad name');
  }
  res.send('saved ' + ratio);
});

module.exports = app;
