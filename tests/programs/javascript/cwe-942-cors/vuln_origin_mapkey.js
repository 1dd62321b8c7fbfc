// Remembers origins that called before and lets them read responses.
const express = require('express');
const app = express();
const seen = {};
app.use((req, res, next) => {
  const origin = req.headers.origin;
  seen[req.query.register] = true;
  if (seen[origin]) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Credentials', 'true');
  }
  next();
});
app.listen(3000);
