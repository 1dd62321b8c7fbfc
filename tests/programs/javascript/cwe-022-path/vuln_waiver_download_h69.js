// A waiver download program of the h69 set (cwe-022-path).
const express = require('express');
const path = require('node:path');
const fs = require('node:fs');

const app = express();
const WAIVER_ROOT = path.resolve(process.env.WAIVER_DIR || '/srv/riverbend/waivers');

// Collects trip details once so the later handlers don't re-parse the request.
function tripContext(req, res, next) {
  req.ctx = req.ctx || {};
  req.ctx.tripId = String(req.params.tripId || '');
  req.ctx.guide = req.get('x-guide-id') || 'unassigned';
  req.ctx.waiverFile = req.query.file ? String(req.query.file) : `${req.ctx.tripId}-waiver.pdf`;
  req.ctx.receivedAt = new Date();
  next();
}

function requireGuide(req, res, next) {
  if (req.ctx.guide === 'unassigned') {
    return res.status(401).json({ error: 'guide id header missing' });
  }
  if (!/^[0-9]{4,8}$/.test(req.ctx.tripId)) {
    return res.status(400).json({ error: 'trip id must be numeric' });
  }
  next();
}

function resolveWaiver(ctx) {
  const tripDir = path.join(WAIVER_ROOT, ctx.tripId);
  const target = path.join(tripDir, ctx.waiverFile);
  return target;
}

function auditDownload(ctx, filePath) {
  const line = `${ctx.receivedAt.toISOString()} guide=${ctx.guide} trip=${ctx.tripId} file=${path.basename(filePath)}\n`;
  fs.appendFile(path.join(WAIVER_ROOT, 'downloads.log'), line, () => {});
}

app.get('/trips/:tripId/waiver', tripContext, requireGuide, (req, res) => {
  const filePath = resolveWaiver(req.ctx);
  if (!filePath) {
    return res.status(400).json({ error: 'unknown waiver' });
  }
  fs.stat(filePath, (err, stat) => {
    if (err || !stat.isFile()) {
      return res.status(404).json({ error: 'waiver not found' });
    }
    auditDownload(req.ctx, filePath);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${path.basename(filePath)}"`);
    fs.createReadStream(filePath).pipe(res);
  });
});

app.get('/trips/:tripId/waivers', tripContext, requireGuide, async (req, res) => {
  const dir = path.join(WAIVER_ROOT, req.ctx.tripId);
  try {
    const entries = await fs.promises.readdir(dir);
    res.json({ trip: req.ctx.tripId, files: entries.filter((f) => f.endsWith('.pdf')) });
  } catch {
    res.json({ trip: req.ctx.tripId, files: [] });
  }
});

const port = Number(process.env.PORT || 3040);
app.listen(port, () => {
  console.log(`waiver desk listening on ${port}`);
});
