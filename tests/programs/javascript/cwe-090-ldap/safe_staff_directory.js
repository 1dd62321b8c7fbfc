// Express endpoint that searches the corporate LDAP directory for employees
const express = require('express');
const ldap = require('ldapjs');

const router = express.Router();
const BASE_DN = 'ou=people,dc=corp,dc=example,dc=com';
const ATTRIBUTES = ['cn', 'mail', 'title', 'department', 'telephoneNumber'];

const client = ldap.createClient({ url: process.env.LDAP_URL || 'ldaps://ldap.corp.example.com' });
client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
  if (err) console.error('ldap bind failed', err.message);
});

function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (c) => '\\' + c.charCodeAt(0).toString(16).padStart(2, '0'));
}

function buildFilter(params) {
  const parts = ['(objectClass=inetOrgPerson)', '(!(employeeType=disabled))'];
  if (params.department) {
    parts.push(`(department=${escapeFilterValue(params.department)})`);
  }
  if (params.name) {
    parts.push(`(cn=${escapeFilterValue(params.name)}*)`);
  }
  return `(&${parts.join('')})`;
}

router.get('/directory', (req, res) => {
  const filter = buildFilter({ department: req.query.dept, name: req.query.name });
  const people = [];
  client.search(BASE_DN, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 50 }, (err, search) => {
    if (err) return res.status(500).json({ error: 'directory unavailable' });
    search.on('searchEntry', (entry) => people.push(entry.pojo));
    search.on('error', () => res.status(500).json({ error: 'search failed' }));
    search.on('end', () => res.json({ count: people.length, people }));
  });
});

module.exports = router;
