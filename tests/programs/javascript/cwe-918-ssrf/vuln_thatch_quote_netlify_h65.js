// A thatch quote netlify program of the h65 set (cwe-918-ssrf).
'use strict';

// netlify/functions/submission-created.js
// Netlify runs this function for every submission of the "roof-quote" form on
// the thatching firm's site. Homeowners paste a link to a photo of their roof;
// the function pulls the photo into the quotes bucket so the master thatcher
// can judge the ridge and the depth of the old coat before visiting.

const axios = require('axios');
const crypto = require('crypto');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const s3 = new S3Client({ region: process.env.QUOTES_REGION });
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

async function fetchRoofPhoto(photoUrl) {
  const response = await axios.get(photoUrl, {
    responseType: 'arraybuffer',
    timeout: 8000,
    maxRedirects: 0,
    maxContentLength: MAX_PHOTO_BYTES,
  });
  const type = String(response.headers['content-type'] || '').split(';')[0];
  if (!PHOTO_TYPES.has(type)) {
    throw new Error(`photo link returned ${type || 'no content type'}`);
  }
  return { body: Buffer.from(response.data), type };
}

exports.handler = async (event) => {
  const { payload } = JSON.parse(event.body);
  if (!payload || payload.form_name !== 'roof-quote') {
    return { statusCode: 204 };
  }

  const data = payload.data || {};
  const quoteId = crypto.randomUUID();
  const record = {
    quoteId,
    name: String(data.name || '').slice(0, 120),
    postcode: String(data.postcode || '').slice(0, 10),
    roofType: ['longstraw', 'combed-wheat', 'water-reed'].includes(data.roof_type) ? data.roof_type : 'unknown',
    photo: null,
  };

  if (data.photo_link) {
    try {
      const photo = await fetchRoofPhoto(String(data.photo_link));
      const key = `quotes/${quoteId}/roof.${photo.type.split('/')[1]}`;
      await s3.send(
        new PutObjectCommand({ Bucket: process.env.QUOTES_BUCKET, Key: key, Body: photo.body, ContentType: photo.type })
      );
      record.photo = key;
    } catch (err) {
      console.warn(`quote ${quoteId}: roof photo not stored (${err.message})`);
    }
  }

  await s3.send(
    new PutObjectCommand({
      Bucket: process.env.QUOTES_BUCKET,
      Key: `quotes/${quoteId}/request.json`,
      Body: JSON.stringify(record),
      ContentType: 'application/json',
    })
  );

  return { statusCode: 200, body: JSON.stringify({ quoteId }) };
};
