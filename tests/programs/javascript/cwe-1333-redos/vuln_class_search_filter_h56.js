// Restify service for a university course catalog with lookups by course code and term
const restify = require('restify');

const COURSE_CODE = /^([A-Z]+\s?)+\d{3}[A-Z]?$/;
const TERMS = new Set(['fall', 'spring', 'summer']);

const courses = [
  { code: 'CS 101', title: 'Intro to Programming', credits: 4, term: 'fall' },
  { code: 'CS 240', title: 'Data Structures', credits: 4, term: 'spring' },
  { code: 'MATH 221', title: 'Linear Algebra', credits: 3, term: 'fall' },
  { code: 'HIST 105A', title: 'World History I', credits: 3, term: 'summer' },
];

const normalize = (raw) => String(raw || '').toUpperCase().trim().slice(0, 256);
const compact = (code) => code.replace(/\s+/g, '');

const validCode = (code) => COURSE_CODE.test(code);

const byTerm = (term) => (c) => !TERMS.has(term) || c.term === term;
const byCode = (code) => (c) => !code || compact(c.code) === compact(code);

const rejectBadCode = (req, res, next) => {
  const code = normalize(req.query.code);
  if (code && !validCode(code)) {
    res.send(400, { error: 'course code format is DEPT 123' });
    return next(false);
  }
  req.courseCode = code;
  return next();
};

const server = restify.createServer({ name: 'course-catalog' });
server.use(restify.plugins.queryParser());

server.get('/courses', rejectBadCode, (req, res, next) => {
  const results = courses.filter(byTerm(req.query.term)).filter(byCode(req.courseCode));
  res.send(200, { count: results.length, results });
  return next();
});

server.listen(8750, () => console.log('%s listening at %s', server.name, server.url));
