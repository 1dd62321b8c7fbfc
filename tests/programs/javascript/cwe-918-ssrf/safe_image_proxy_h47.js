// AWS Lambda handler that proxies product images from the partner CDN to the storefront
const http = require('http');
const https = require('https');

const PARTNER_CDN = 'cdn.partner-images.com';
const MAX_BYTES = 5 * 1024 * 1024;

function fetchBuffer(target) {
  const client = target.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(target, { timeout: 5000 }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`upstream status ${res.statusCode}`));
      }
      const chunks = [];
      let size = 0;
      res.on('data', (c) => {
        size += c.length;
        if (size > MAX_BYTES) req.destroy(new Error('image too large'));
        else chunks.push(c);
      });
      res.on('end', () => resolve({ body: Buffer.concat(chunks), type: res.headers['content-type'] }));
    });
    req.on('error', reject);
  });
}

function partnerUrl(raw) {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname === PARTNER_CDN && !url.port ? url.href : null;
  } catch (e) {
    return null;
  }
}

exports.handler = async (event) => {
  const src = partnerUrl((event.queryStringParameters || {}).src);
  if (!src) {
    return { statusCode: 400, body: 'unsupported image source' };
  }
  try {
    const image = await fetchBuffer(src);
    return {
      statusCode: 200,
      isBase64Encoded: true,
      headers: { 'Content-Type': image.type || 'application/octet-stream', 'Cache-Control': 'public, max-age=86400' },
      body: image.body.toString('base64'),
    };
  } catch (err) {
    return { statusCode: 502, body: 'image unavailable' };
  }
};
