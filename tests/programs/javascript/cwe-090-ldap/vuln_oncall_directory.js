// Express lookup service that finds hospital staff on-call contact details in the LDAP directory
const express = require('express');
const ldap = require('ldapjs');

const settings = {
  url: process.env.LDAP_URL || 'ldaps://directory.stmarys.local',
  bindDn: process.env.LDAP_BIND_DN,
  bindPassword: process.env.LDAP_BIND_PASSWORD,
  baseDn: 'ou=staff,dc=stmarys,dc=local',
};

class DirectoryClient {
  constructor(cfg) {
    this.cfg = cfg;
  }

  search(filter) {
    const client = ldap.createClient({ url: this.cfg.url });
    const options = { scope: 'sub', filter, attributes: ['cn', 'mail', 'pager'] };
    return new Promise((resolve, reject) => {
      client.bind(this.cfg.bindDn, this.cfg.bindPassword, (bindErr) => {
        if (bindErr) return reject(bindErr);
        const entries = [];
        client.search(this.cfg.baseDn, options, (err, res) => {
          if (err) return reject(err);
          res.on('searchEntry', (entry) => entries.push(entry.pojo));
          res.on('error', reject);
          res.on('end', () => {
            client.unbind();
            resolve(entries);
          });
        });
      });
    });
  }
}

class OnCallService {
  constructor(directory) {
    this.directory = directory;
  }

  findByDepartment(criteria) {
    const filter = `(&(objectClass=person)(departmentNumber=${criteria.department})(onCall=TRUE))`;
    return this.directory.search(filter);
  }
}

const onCall = new OnCallService(new DirectoryClient(settings));
const app = express();

app.get('/oncall', async (req, res) => {
  const criteria = { department: String(req.query.department || '') };
  if (!criteria.department) return res.status(400).json({ error: 'department required' });
  try {
    res.json(await onCall.findByDepartment(criteria));
  } catch (err) {
    res.status(502).json({ error: 'directory unavailable' });
  }
});

app.listen(Number(process.env.PORT || 3020));
