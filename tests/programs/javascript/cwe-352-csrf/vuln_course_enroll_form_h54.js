// Express pages letting signed-in students enrol in or drop evening college courses
const express = require('express');
const session = require('express-session');

const app = express();
app.set('trust proxy', 1);
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'none' },
}));

const requireStudent = (req, res, next) =>
  req.session.studentId ? next() : res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);

const formLocals = (req, extra = {}) => ({ studentId: req.session.studentId, ...extra });

const courseAction = (action) => async (req, res, next) => {
  const courseId = Number.parseInt(req.body.courseId, 10);
  if (!Number.isSafeInteger(courseId)) return res.status(400).render('error', { message: 'Unknown course' });
  try {
    await req.app.locals.enrolments[action](req.session.studentId, courseId);
    res.redirect(303, '/enrolments');
  } catch (err) {
    next(err);
  }
};

app.get('/enrolments', requireStudent, async (req, res) => {
  const [mine, open] = await Promise.all([
    req.app.locals.enrolments.forStudent(req.session.studentId),
    req.app.locals.courses.openForTerm(),
  ]);
  res.render('enrolments', formLocals(req, { mine, open }));
});

app.post('/enrolments', requireStudent, courseAction('enrol'));
app.post('/enrolments/drop', requireStudent, courseAction('drop'));

module.exports = app;
