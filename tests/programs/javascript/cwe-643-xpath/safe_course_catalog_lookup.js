// Express API answering course lookups from the district's XML course catalog
const express = require('express');
const fs = require('fs');
const path = require('path');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const CATALOG_FILE = path.join(__dirname, 'data', 'course-catalog.xml');
const catalog = new DOMParser().parseFromString(fs.readFileSync(CATALOG_FILE, 'utf8'), 'text/xml');

const router = express.Router();
const COURSE_QUERY = xpath.parse('/catalog/course[@term=$term and starts-with(@code, $prefix)]');

function toCourse(node) {
  return {
    code: node.getAttribute('code'),
    title: xpath.select1('string(title)', node),
    credits: Number(xpath.select1('string(credits)', node)),
    teacher: xpath.select1('string(teacher/@name)', node),
  };
}

function findCourses(criteria) {
  const nodes = COURSE_QUERY.select({
    node: catalog,
    variables: { term: criteria.term, prefix: criteria.prefix },
  });
  return nodes.map(toCourse);
}

router.get('/courses', (req, res) => {
  const criteria = {
    term: req.query.term === 'spring' ? 'spring' : 'fall',
    prefix: String(req.query.code || '').trim(),
  };
  if (criteria.prefix.length > 40) {
    return res.status(400).json({ error: 'course code prefix too long' });
  }
  const courses = findCourses(criteria);
  res.json({ term: criteria.term, count: courses.length, courses });
});

module.exports = router;
