// Express login handler that sends the user back to the page they came from after signing in.
const express = require('express');
const { authenticate, startSession } = require('./auth');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.set('view engine', 'ejs');

const DEFAULT_LANDING = '/dashboard';

function nextPath(raw) {
  if (typeof raw !== 'string' || raw.length === 0) {
    return DEFAULT_LANDING;
  }
  return raw;
}

app.get('/login', (req, res) => {
  res.render('login', { next: nextPath(req.query.next), error: null });
});

app.post('/login', async (req, res, next) => {
  try {
    const user = await authenticate(req.body.username, req.body.password);
    if (!user) {
      return res.status(401).render('login', { next: req.query.next, error: 'Invalid credentials' });
    }
    await startSession(req, res, user);
    res.redirect(nextPath(req.query.next));
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
