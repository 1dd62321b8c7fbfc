// Express endpoint searching the airline crew directory by surname and home base airport
const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = 'ou=crew,dc=airline,dc=example';
const client = ldap.createClient({ url: process.env.LDAP_URL || 'ldaps://ldap.airline.example' });
client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PW, (err) => {
  if (err) console.error('ldap bind failed', err.message);
});

const router = express.Router();

const escapeFilterValue = (v) =>
  String(v).replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

const term = ([attr, value]) => `(${attr}=${value})`;
const andFilter = (pairs) => `(&${pairs.map(term).join('')})`;

const searchCrew = (filter) =>
  new Promise((resolve, reject) => {
    const results = [];
    const opts = { scope: 'sub', filter, attributes: ['cn', 'sn', 'employeeNumber', 'homeBase'], sizeLimit: 50 };
    client.search(BASE_DN, opts, (err, res) => {
      if (err) return reject(err);
      res.on('searchEntry', (entry) => results.push(entry.pojo || entry.object));
      res.on('error', reject);
      res.on('end', () => resolve(results));
    });
  });

router.get('/crew', async (req, res) => {
  const surname = String(req.query.surname || '').trim();
  const base = String(req.query.base || '').toUpperCase();
  if (!surname) {
    return res.status(400).json({ error: 'surname required' });
  }
  const pairs = [['objectClass', 'crewMember'], ['sn', `${escapeFilterValue(surname)}*`]];
  if (/^[A-Z]{3}$/.test(base)) pairs.push(['homeBase', base]);
  try {
    res.json(await searchCrew(andFilter(pairs)));
  } catch (e) {
    res.status(502).json({ error: 'directory unavailable' });
  }
});

module.exports = router;
