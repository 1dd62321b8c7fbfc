// Express endpoint that reads a user's roles from the legacy XML access-control file
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const router = express.Router();
const ACL_FILE = process.env.ACL_FILE || '/etc/app/acl.xml';

let aclDoc = null;
function loadAcl() {
  if (!aclDoc) {
    const xml = fs.readFileSync(ACL_FILE, 'utf8');
    aclDoc = new DOMParser().parseFromString(xml, 'text/xml');
  }
  return aclDoc;
}

function rolesFor(username, tenant) {
  const doc = loadAcl();
  const expr = `/acl/tenant[@id='${tenant}']/user[@name='${username}']/role/text()`;
  return xpath.select(expr, doc).map((node) => node.nodeValue);
}

router.get('/acl/:tenant/users/:username/roles', (req, res) => {
  const { tenant, username } = req.params;
  if (!/^[a-z0-9-]{2,40}$/.test(tenant)) {
    return res.status(400).json({ error: 'bad tenant id' });
  }
  try {
    const roles = rolesFor(username, tenant);
    if (roles.length === 0) {
      return res.status(404).json({ error: 'user not found' });
    }
    res.json({ tenant, username, roles });
  } catch (err) {
    res.status(500).json({ error: 'acl lookup failed' });
  }
});

module.exports = router;
