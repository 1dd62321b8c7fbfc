// Express route that proxies CI status badge images from badge providers for project overview pages.
const express = require('express');
const got = require('got');

const router = express.Router();
const BADGE_HOSTS = new Set(['img.shields.io', 'badgen.net', 'ci.example.dev']);
const IMAGE_TYPES = /^image\/(svg\+xml|png)/;

function isAllowedBadge(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.port === '' && !url.username && BADGE_HOSTS.has(url.hostname);
}

async function fetchBadge(url) {
  const upstream = await got(url, {
    timeout: 5000,
    responseType: 'buffer',
    followRedirect: false,
    headers: { 'user-agent': 'ci-badge-proxy/1.4' },
  });
  return { type: upstream.headers['content-type'] || '', body: upstream.body };
}

router.get('/projects/:slug/badge', async (req, res) => {
  const source = String(req.query.src || '');
  if (!source || !isAllowedBadge(source)) {
    return res.status(400).send('unsupported badge provider');
  }
  try {
    const badge = await fetchBadge(source);
    if (!IMAGE_TYPES.test(badge.type)) {
      return res.status(502).send('badge provider returned a non-image');
    }
    res.set('content-type', badge.type);
    res.set('cache-control', 'public, max-age=300');
    res.send(badge.body);
  } catch (err) {
    res.status(502).send('badge unavailable');
  }
});

module.exports = router;
