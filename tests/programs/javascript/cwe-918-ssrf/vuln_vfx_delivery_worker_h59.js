// Unseen set h59: vfx delivery worker
'use strict';

// Film production: VFX vendors submit finished shots through the delivery
// portal by pasting a download link. The portal enqueues a BullMQ job; this
// worker pulls the file and stores it in the production's S3 bucket for QC.

const { Worker } = require('bullmq');
const axios = require('axios');
const { S3Client } = require('@aws-sdk/client-s3');
const { Upload } = require('@aws-sdk/lib-storage');

const connection = { url: process.env.REDIS_URL, tls: {} };
const DELIVERY_BUCKET = process.env.DELIVERY_BUCKET;

class ShotDelivery {
  constructor(data) {
    this.production = String(data.production);
    this.shotCode = String(data.shotCode);
    this.vendor = String(data.vendor);
    this.version = Number.parseInt(data.version, 10) || 1;
    this.downloadUrl = String(data.downloadUrl);
  }

  objectKey() {
    return `${this.production}/incoming/${this.vendor}/${this.shotCode}_v${String(this.version).padStart(3, '0')}.exr.zip`;
  }
}

class VendorDownloadClient {
  constructor(http) {
    this.http = http;
  }

  async open(url) {
    const res = await this.http.get(url, {
      responseType: 'stream',
      timeout: 60000,
      maxContentLength: 20 * 1024 ** 3,
    });
    return { stream: res.data, contentType: res.headers['content-type'] || 'application/zip' };
  }
}

class DeliveryIngestService {
  constructor(downloader, s3) {
    this.downloader = downloader;
    this.s3 = s3;
  }

  async ingest(delivery) {
    const { stream, contentType } = await this.downloader.open(delivery.downloadUrl);
    const upload = new Upload({
      client: this.s3,
      params: {
        Bucket: DELIVERY_BUCKET,
        Key: delivery.objectKey(),
        Body: stream,
        ContentType: contentType,
        Metadata: { vendor: delivery.vendor, shot: delivery.shotCode },
      },
    });
    await upload.done();
    return delivery.objectKey();
  }
}

const service = new DeliveryIngestService(new VendorDownloadClient(axios.create()), new S3Client({}));

const worker = new Worker('vfx-deliveries', async (job) => {
  const delivery = new ShotDelivery(job.data);
  const key = await service.ingest(delivery);
  await job.updateProgress(100);
  return { key };
}, { connection, concurrency: 2 });

worker.on('completed', (job, result) => console.log(`delivery ${job.id} stored at ${result.key}`));
worker.on('failed', (job, err) => console.error(`delivery ${job && job.id} failed: ${err.message}`));
