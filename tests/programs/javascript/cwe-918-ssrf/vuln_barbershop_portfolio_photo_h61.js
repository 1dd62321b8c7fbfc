// A barbershop portfolio photo program of the h61 set (cwe-918-ssrf).
'use strict';

const axios = require('axios');
const crypto = require('crypto');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const s3 = new S3Client({});
const PORTFOLIO_BUCKET = process.env.PORTFOLIO_BUCKET;
const MAX_BYTES = 8 * 1024 * 1024;

// Barbers add haircut photos to their public portfolio by pasting a link from their social profile.
class PhotoImportRequest {
  constructor(body, barberId) {
    this.barberId = barberId;
    this.photoUrl = String(body.photoUrl || '').trim();
    this.caption = String(body.caption || '').slice(0, 140);
  }
}

class PhotoUrlValidator {
  validate(request) {
    if (!request.barberId) {
      return 'not signed in';
    }
    if (!/\.(jpe?g|png|webp)$/i.test(request.photoUrl)) {
      return 'link must point to a jpg, png or webp image';
    }
    return null;
  }
}

class ImageFetcher {
  constructor(http) {
    this.http = http;
  }

  async fetch(url) {
    const response = await this.http.get(url, {
      responseType: 'arraybuffer',
      timeout: 8000,
      maxContentLength: MAX_BYTES,
      maxRedirects: 0,
    });
    return { bytes: Buffer.from(response.data), contentType: response.headers['content-type'] || 'image/jpeg' };
  }
}

class PortfolioService {
  constructor(validator, fetcher, storage) {
    this.validator = validator;
    this.fetcher = fetcher;
    this.storage = storage;
  }

  async importPhoto(request) {
    const problem = this.validator.validate(request);
    if (problem) {
      return { statusCode: 400, body: JSON.stringify({ error: problem }) };
    }
    const image = await this.fetcher.fetch(request.photoUrl);
    if (!image.contentType.startsWith('image/')) {
      return { statusCode: 422, body: JSON.stringify({ error: 'link did not return an image' }) };
    }
    const key = `portfolio/${request.barberId}/${crypto.randomUUID()}`;
    await this.storage.send(new PutObjectCommand({
      Bucket: PORTFOLIO_BUCKET,
      Key: key,
      Body: image.bytes,
      ContentType: image.contentType,
      Metadata: { caption: encodeURIComponent(request.caption) },
    }));
    return { statusCode: 201, body: JSON.stringify({ key }) };
  }
}

const service = new PortfolioService(new PhotoUrlValidator(), new ImageFetcher(axios), s3);

// API Gateway (REST) proxy integration with a Cognito authorizer.
exports.handler = async (event) => {
  const claims = event.requestContext && event.requestContext.authorizer && event.requestContext.authorizer.claims;
  const barberId = claims ? claims.sub : null;
  try {
    return await service.importPhoto(new PhotoImportRequest(JSON.parse(event.body || '{}'), barberId));
  } catch (err) {
    console.error('portfolio import failed', err.message);
    return { statusCode: 502, body: JSON.stringify({ error: 'could not fetch the photo' }) };
  }
};
