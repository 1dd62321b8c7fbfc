// Profile form field checks
const express = require('express');
const app = express();
app.use(express.urlencoded({ extended: false }));

const NAME = /^([a-zA-Z]+\s?)*$/;

app.post('/profile', (req, res) => {
  const name = String(req.body.name || '');
  if (!NAME.test(name)) {
    return res.status(400).send('bad name');
  }
  res.send('saved');
});

module.exports = app;
