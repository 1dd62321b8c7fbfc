// Express router that serves files produced by CI pipeline runs from the artifact store.
const express = require('express');
const path = require('path');
const fs = require('fs/promises');

const ARTIFACT_ROOT = process.env.ARTIFACT_ROOT || '/var/lib/ci/artifacts';
const router = express.Router();

function artifactDir(buildId) {
  return `${ARTIFACT_ROOT}/${buildId}`;
}

function buildIdFrom(req) {
  const id = Number.parseInt(req.params.buildId, 10);
  return Number.isInteger(id) && id > 0 ? id : null;
}

router.get('/builds/:buildId/artifacts', async (req, res, next) => {
  const buildId = buildIdFrom(req);
  if (buildId === null) {
    return res.status(400).json({ error: 'invalid build id' });
  }
  const base = artifactDir(buildId);
  const requested = String(req.query.file || '');
  if (!requested) {
    return res.status(400).json({ error: 'file parameter is required' });
  }
  const target = base + '/' + requested;
  if (!target.startsWith(base)) {
    return res.status(403).json({ error: 'outside artifact directory' });
  }
  try {
    const data = await fs.readFile(target);
    res.type(path.extname(target) || 'application/octet-stream');
    res.set('content-disposition', `attachment; filename="${path.basename(target)}"`);
    res.send(data);
  } catch (err) {
    if (err.code === 'ENOENT' || err.code === 'EISDIR') {
      return res.status(404).json({ error: 'artifact not found' });
    }
    next(err);
  }
});

module.exports = router;
