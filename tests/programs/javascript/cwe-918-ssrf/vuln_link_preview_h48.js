// Express route that fetches a page and returns Open Graph metadata for chat link previews
import express from 'express';

export const previewRouter = express.Router();

const MAX_BYTES = 512 * 1024;

function isWebUrl(value) {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

function metaContent(html, property) {
  const re = new RegExp(`<meta[^>]+property=["']og:${property}["'][^>]*content=["']([^"']*)["']`, 'i');
  const match = re.exec(html);
  return match ? match[1] : null;
}

async function fetchPage(target) {
  const response = await fetch(target, {
    redirect: 'follow',
    signal: AbortSignal.timeout(4000),
    headers: { 'User-Agent': 'ChatPreviewBot/1.0' },
  });
  const body = await response.text();
  return body.slice(0, MAX_BYTES);
}

previewRouter.get('/previews', async (req, res) => {
  const { url } = req.query;
  if (!isWebUrl(url)) {
    return res.status(400).json({ error: 'an http(s) url is required' });
  }
  try {
    const html = await fetchPage(url);
    res.json({
      url,
      title: metaContent(html, 'title'),
      description: metaContent(html, 'description'),
      image: metaContent(html, 'image'),
    });
  } catch (err) {
    res.status(502).json({ error: 'could not load page' });
  }
});
