// Lets the configured partner origins read responses.
const express = require('express');
const app = express();
const allowed = {};
for (const o of ['https://app.acme-corp.com', 'https://admin.acme-corp.com']) allowed[o] = true;
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (allowed[origin]) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Credentials', 'true');
  }
  next();
});
app.listen(3000);
