// Express endpoint that looks up employee contact details in the corporate LDAP directory
const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = 'ou=people,dc=corp,dc=example,dc=com';
const directoryConfig = {
  url: process.env.LDAP_URL || 'ldaps://ldap.corp.example.com',
  bindDN: process.env.LDAP_BIND_DN,
  bindPassword: process.env.LDAP_BIND_PASSWORD,
};

function buildFilter(criteria) {
  const parts = ['(objectClass=inetOrgPerson)'];
  if (criteria.uid) parts.push(`(uid=${criteria.uid})`);
  if (criteria.department) parts.push(`(departmentNumber=${criteria.department})`);
  return `(&${parts.join('')})`;
}

function searchDirectory(filter) {
  const client = ldap.createClient({ url: directoryConfig.url });
  return new Promise((resolve, reject) => {
    client.bind(directoryConfig.bindDN, directoryConfig.bindPassword, (bindErr) => {
      if (bindErr) return reject(bindErr);
      const opts = { filter, scope: 'sub', attributes: ['uid', 'cn', 'mail', 'telephoneNumber'] };
      client.search(BASE_DN, opts, (err, res) => {
        if (err) return reject(err);
        const entries = [];
        res.on('searchEntry', (entry) => entries.push(entry.pojo));
        res.on('error', reject);
        res.on('end', () => { client.unbind(); resolve(entries); });
      });
    });
  });
}

const router = express.Router();

router.get('/directory/people', async (req, res) => {
  const criteria = { uid: req.query.uid, department: '' };
  if (!criteria.uid) return res.status(400).json({ error: 'uid required' });
  try {
    const people = await searchDirectory(buildFilter(criteria));
    res.json({ people });
  } catch (err) {
    res.status(502).json({ error: 'directory unavailable' });
  }
});

module.exports = router;
