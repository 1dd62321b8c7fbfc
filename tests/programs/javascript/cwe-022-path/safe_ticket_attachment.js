// Express router that streams stored ticket attachments to support agents
const express = require('express');
const path = require('path');
const fs = require('fs');

const router = express.Router();
const ATTACHMENT_ROOT = path.resolve(__dirname, '..', 'storage', 'attachments');

function resolveAttachment(ticketId, fileName) {
  const ticketDir = path.resolve(ATTACHMENT_ROOT, ticketId);
  const candidate = path.resolve(ticketDir, fileName);
  if (!candidate.startsWith(ticketDir + path.sep)) {
    return null;
  }
  return candidate;
}

router.get('/tickets/:ticketId/attachments', (req, res) => {
  const { ticketId } = req.params;
  const fileName = String(req.query.file || '');

  if (!/^\d+$/.test(ticketId)) {
    return res.status(400).json({ error: 'bad ticket id' });
  }
  if (!fileName) {
    return res.status(400).json({ error: 'invalid file name' });
  }

  const target = resolveAttachment(ticketId, fileName);
  if (target === null) {
    return res.status(400).json({ error: 'invalid file name' });
  }
  fs.stat(target, (err, stats) => {
    if (err || !stats.isFile()) {
      return res.status(404).json({ error: 'not found' });
    }
    res.setHeader('Content-Length', stats.size);
    res.setHeader('Content-Disposition', `attachment; filename="${path.basename(target)}"`);
    fs.createReadStream(target).pipe(res);
  });
});

module.exports = router;
