// Express endpoint that looks up active clinicians in the hospital LDAP directory by user id.
const express = require('express');
const ldap = require('ldapjs');

const client = ldap.createClient({ url: process.env.LDAP_URL || 'ldaps://directory.hospital.internal' });
const BASE_DN = 'ou=clinicians,dc=hospital,dc=internal';
const ATTRIBUTES = ['uid', 'cn', 'title', 'department', 'telephoneNumber'];

function normalizeUid(value) {
  return String(value || '').trim().replace(/\*/g, '');
}

function searchClinicians(filter) {
  return new Promise((resolve, reject) => {
    const entries = [];
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 5 }, (err, res) => {
      if (err) return reject(err);
      res.on('searchEntry', (entry) => entries.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });
}

const router = express.Router();

router.get('/clinicians/:uid', async (req, res, next) => {
  const uid = normalizeUid(req.params.uid);
  if (!uid) {
    return res.status(400).json({ error: 'uid required' });
  }
  const filter = `(&(uid=${uid})(objectClass=inetOrgPerson)(employeeStatus=active))`;
  try {
    const results = await searchClinicians(filter);
    if (results.length === 0) {
      return res.status(404).json({ error: 'clinician not found' });
    }
    res.json(results);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
