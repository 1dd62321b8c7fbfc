'use strict';

const express = require('express');
const { execFile, exec } = require('child_process');
const multer = require('multer');
const db = require('../lib/db');
const auth = require('../lib/auth');
const config = require('../config');

const router = express.Router();
const upload = multer({ dest: config.uploadDir });

router.post('/products/:id/image', auth.requireAdmin, upload.single('image'), (req, res) => {
  const target = `${config.uploadDir}/products/${req.params.id}-${req.file.originalname}`;
  exec(`convert ${req.file.path} -resize 800x800 "${target}"`, (err) => {
    if (err) return res.status(500).json({ error: 'resize failed' });
    res.json({ image: target });
  });
});

router.post('/orders/:id/status', async (req, res) => {
  await db.setOrderStatus(Number(req.params.id), String(req.body.status));
  res.json({ ok: true });
});

router.get('/version', auth.requireAdmin, (req, res) => {
  execFile('git', ['rev-parse', '--short', 'HEAD'], (err, stdout) => res.json({ version: err ? 'unknown' : stdout.trim() }));
});

module.exports = router;
