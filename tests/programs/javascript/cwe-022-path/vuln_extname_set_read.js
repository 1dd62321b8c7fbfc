// Express route that sends a document from the shared documents folder.
const express = require('express');
const fs = require('fs');
const path = require('path');

const router = express.Router();
const DOC_TYPES = new Set(['.pdf', '.txt', '.md']);

router.get('/docs', (req, res) => {
  const name = String(req.query.name || '');
  if (!DOC_TYPES.has(path.extname(name).toLowerCase())) {
    return res.status(415).send('unsupported type');
  }
  res.type(path.extname(name)).send(fs.readFileSync('/srv/docs/' + name));
});

module.exports = router;
