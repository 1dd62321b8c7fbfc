// Express endpoint that looks up staff members in the corporate LDAP directory
const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = 'ou=people,dc=corp,dc=example,dc=com';
const ATTRIBUTES = ['uid', 'cn', 'mail', 'title', 'telephoneNumber'];

function connect() {
  const client = ldap.createClient({ url: process.env.LDAP_URL, timeout: 5000 });
  return new Promise((resolve, reject) => {
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
      if (err) return reject(err);
      resolve(client);
    });
  });
}

function searchPeople(client, filter) {
  return new Promise((resolve, reject) => {
    client.search(BASE_DN, { filter, scope: 'sub', attributes: ATTRIBUTES, sizeLimit: 20 }, (err, res) => {
      if (err) return reject(err);
      const entries = [];
      res.on('searchEntry', (entry) => entries.push(entry.object));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });
}

const router = express.Router();

router.get('/directory/search', async (req, res, next) => {
  const name = String(req.query.name || '').trim();
  if (name.length < 2) {
    return res.status(400).json({ error: 'name must be at least 2 characters' });
  }
  let client;
  try {
    client = await connect();
    const filter = `(&(objectClass=inetOrgPerson)(!(employeeType=disabled))(cn=${name}*))`;
    const people = await searchPeople(client, filter);
    res.json({ people });
  } catch (err) {
    next(err);
  } finally {
    if (client) client.unbind();
  }
});

module.exports = router;
