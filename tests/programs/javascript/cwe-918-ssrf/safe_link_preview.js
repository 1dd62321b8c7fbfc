// Express route that builds link previews for URLs pasted into chat messages
const express = require('express');
const axios = require('axios');
const cheerio = require('cheerio');

const router = express.Router();
router.use(express.json());

const PREVIEW_HOSTS = new Set(['www.youtube.com', 'github.com', 'en.wikipedia.org', 'www.example.com']);

function parseHttpUrl(raw) {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:') return null;
    return PREVIEW_HOSTS.has(url.hostname) ? url : null;
  } catch (e) {
    return null;
  }
}

function extractPreview(html, url) {
  const $ = cheerio.load(html);
  const meta = (name) => $(`meta[property="${name}"]`).attr('content') || $(`meta[name="${name}"]`).attr('content');
  return {
    url: url.href,
    title: meta('og:title') || $('title').first().text().trim(),
    description: meta('og:description') || meta('description') || '',
    image: meta('og:image') || null,
  };
}

router.post('/previews', async (req, res) => {
  const url = parseHttpUrl(req.body && req.body.url);
  if (!url) {
    return res.status(400).json({ error: 'previews are only available for supported sites' });
  }
  try {
    const response = await axios.get(url.href, {
      timeout: 4000,
      maxRedirects: 0,
      maxContentLength: 1024 * 1024,
      responseType: 'text',
      headers: { 'User-Agent': 'ExampleChatPreview/1.0' },
    });
    res.json(extractPreview(response.data, url));
  } catch (err) {
    res.status(502).json({ error: 'could not fetch preview' });
  }
});

module.exports = router;
