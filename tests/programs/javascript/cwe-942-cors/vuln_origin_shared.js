// Lets the team's preview sites call the API with cookies.
const express = require('express');
const app = express();
app.use((req, res, next) => {
  const origin = req.headers.origin || '';
  if (origin.endsWith('.netlify.app')) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Credentials', 'true');
  }
  next();
});
app.listen(3000);
