// Express route returning a course roster ordered by an instructor-selected column
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.ROSTER_DB_URL });
const router = express.Router();

const SORTABLE = new Map([
  ['last_name', 's.last_name'],
  ['first_name', 's.first_name'],
  ['student_no', 's.student_no'],
  ['enrolled_at', 'e.enrolled_at'],
]);

const directionOf = (d) => (String(d).toLowerCase() === 'desc' ? 'DESC' : 'ASC');

const rosterQuery = (sortCol, dir) => `
  SELECT s.student_no, s.first_name, s.last_name, e.enrolled_at, e.status
    FROM enrolments e
    JOIN students s ON s.id = e.student_id
   WHERE e.course_id = $1
   ORDER BY ${sortCol} ${dir}`;

const toRosterEntry = (r) => ({
  studentNo: r.student_no,
  name: `${r.first_name} ${r.last_name}`,
  enrolledAt: r.enrolled_at,
  active: r.status === 'active',
});

router.get('/courses/:courseId/roster', async (req, res, next) => {
  const courseId = Number.parseInt(req.params.courseId, 10);
  if (!Number.isInteger(courseId)) {
    return res.status(400).json({ error: 'bad course id' });
  }
  const sortColumn = SORTABLE.get(String(req.query.sort || 'last_name'));
  if (!sortColumn) {
    return res.status(400).json({ error: 'unsupported sort column' });
  }
  try {
    const { rows } = await pool.query(rosterQuery(sortColumn, directionOf(req.query.dir)), [courseId]);
    res.json({ courseId, students: rows.map(toRosterEntry) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
