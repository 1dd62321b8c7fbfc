// Express endpoint that fetches a pasted link and returns its title for chat link previews
const express = require('express');
const axios = require('axios');
const cheerio = require('cheerio');

const router = express.Router();
const PREVIEW_HOSTS = new Set(['github.com', 'www.youtube.com', 'en.wikipedia.org', 'news.ycombinator.com']);

function parseTarget(raw) {
  let url;
  try {
    url = new URL(String(raw));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '') return null;
  if (!PREVIEW_HOSTS.has(url.hostname.toLowerCase())) return null;
  return url;
}

async function fetchPreview(url) {
  const response = await axios.get(url.href, {
    timeout: 4000,
    maxRedirects: 0,
    maxContentLength: 512 * 1024,
    responseType: 'text',
    headers: { 'User-Agent': 'ChatPreviewBot/1.2' },
  });
  const $ = cheerio.load(response.data);
  return {
    url: url.href,
    title: $('meta[property="og:title"]').attr('content') || $('title').text().trim(),
    description: $('meta[name="description"]').attr('content') || '',
  };
}

router.get('/preview', async (req, res) => {
  const target = parseTarget(req.query.url);
  if (!target) {
    return res.status(400).json({ error: 'unsupported url' });
  }
  try {
    res.json(await fetchPreview(target));
  } catch (err) {
    res.status(502).json({ error: 'could not fetch preview' });
  }
});

module.exports = router;
