// Express route that fetches a page and returns Open Graph metadata for chat link previews
import express from 'express';

export const previewRouter = express.Router();

const MAX_BYTES = 512 * 1024;
const PREVIEW_HOSTS = new Set(['www.youtube.com', 'github.com', 'en.wikipedia.org', 'twitter.com', 'www.nytimes.com']);

function allowedUrl(value) {
  if (typeof value !== 'string') return null;
  let parsed;
  try {
    parsed = new URL(value);
  } catch (err) {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.port !== '' || parsed.username || parsed.password) return null;
  return PREVIEW_HOSTS.has(parsed.hostname) ? parsed : null;
}

function metaContent(html, property) {
  const re = new RegExp(`<meta[^>]+property=["']og:${property}["'][^>]*content=["']([^"']*)["']`, 'i');
  const match = re.exec(html);
  return match ? match[1] : null;
}

async function fetchPage(target) {
  const response = await fetch(target, {
    redirect: 'error',
    signal: AbortSignal.timeout(4000),
    headers: { 'User-Agent': 'ChatPreviewBot/1.0' },
  });
  const body = await response.text();
  return body.slice(0, MAX_BYTES);
}

previewRouter.get('/previews', async (req, res) => {
  const target = allowedUrl(req.query.url);
  if (!target) {
    return res.status(400).json({ error: 'previews are only available for supported sites' });
  }
  try {
    const html = await fetchPage(target.href);
    res.json({
      url: target.href,
      title: metaContent(html, 'title'),
      description: metaContent(html, 'description'),
      image: metaContent(html, 'image'),
    });
  } catch (err) {
    res.status(502).json({ error: 'could not load page' });
  }
});
