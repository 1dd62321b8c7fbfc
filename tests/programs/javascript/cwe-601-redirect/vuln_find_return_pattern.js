// After signing in, the visitor goes back to the first return address given that stays on this site.
const express = require('express');

const app = express();
app.use(express.urlencoded({ extended: false }));

const onSite = (value) => typeof value === 'string' && /\/[\w\-/]*/.test(value);

app.post('/login', (req, res) => {
  const target = [req.body.next, req.query.next].find(onSite) ?? '/home';
  res.redirect(303, target);
});

app.listen(3000);
