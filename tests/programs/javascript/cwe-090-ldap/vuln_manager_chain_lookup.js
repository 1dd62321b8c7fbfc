// Express endpoint resolving an employee's reporting line from the corporate LDAP directory
const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = 'ou=people,dc=corp,dc=example';
const client = ldap.createClient({ url: process.env.LDAP_URL, reconnect: true });
client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
  if (err) console.error('ldap bind failed', err.message);
});

function searchOne(filter) {
  return new Promise((resolve, reject) => {
    const opts = { scope: 'sub', filter, attributes: ['uid', 'cn', 'title', 'manager'], sizeLimit: 1 };
    client.search(BASE_DN, opts, (err, res) => {
      if (err) return reject(err);
      let found = null;
      res.on('searchEntry', (entry) => { found = entry.pojo; });
      res.on('error', reject);
      res.on('end', () => resolve(found));
    });
  });
}

function attr(entry, name) {
  const a = entry.attributes.find((x) => x.type === name);
  return a ? a.values[0] : null;
}

const router = express.Router();

router.get('/employees/:uid/reporting-line', async (req, res, next) => {
  try {
    const uid = String(req.params.uid);
    if (uid.length > 64) {
      return res.status(400).json({ error: 'uid too long' });
    }
    const filter = `(&(objectClass=inetOrgPerson)(uid=${uid}))`;
    const entry = await searchOne(filter);
    if (!entry) return res.status(404).json({ error: 'employee not found' });
    res.json({
      uid: attr(entry, 'uid'),
      name: attr(entry, 'cn'),
      title: attr(entry, 'title'),
      managerDn: attr(entry, 'manager'),
    });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
