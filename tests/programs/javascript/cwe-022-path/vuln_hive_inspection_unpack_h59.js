// Unseen set h59: hive inspection unpack
'use strict';

// Beekeeping cooperative: members upload a zip with hive-inspection photos and
// notes. An SQS worker unpacks each archive into the apiary's inspection folder.

const path = require('path');
const fs = require('fs');
const AdmZip = require('adm-zip');
const {
  SQSClient,
  ReceiveMessageCommand,
  DeleteMessageCommand,
} = require('@aws-sdk/client-sqs');
const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');

const QUEUE_URL = process.env.INSPECTION_QUEUE_URL;
const INSPECTION_ROOT = process.env.INSPECTION_ROOT || '/srv/apiary/inspections';

class InspectionUpload {
  static fromMessage(body) {
    const data = JSON.parse(body);
    return {
      apiaryId: String(data.apiaryId),
      bucket: String(data.bucket),
      key: String(data.key),
    };
  }
}

class ArchiveExtractor {
  constructor(rootDir) {
    this.rootDir = rootDir;
  }

  extract(apiaryId, zipBuffer) {
    const destDir = path.join(this.rootDir, apiaryId);
    fs.mkdirSync(destDir, { recursive: true });
    const zip = new AdmZip(zipBuffer);
    const written = [];
    for (const entry of zip.getEntries()) {
      if (entry.isDirectory) continue;
      const outPath = path.join(destDir, entry.entryName);
      fs.mkdirSync(path.dirname(outPath), { recursive: true });
      fs.writeFileSync(outPath, entry.getData());
      written.push(outPath);
    }
    return written;
  }
}

class InspectionIngestService {
  constructor(s3, extractor) {
    this.s3 = s3;
    this.extractor = extractor;
  }

  async ingest(upload) {
    if (!/^AP-\d{4,6}$/.test(upload.apiaryId)) {
      throw new Error(`unknown apiary ${upload.apiaryId}`);
    }
    const obj = await this.s3.send(new GetObjectCommand({ Bucket: upload.bucket, Key: upload.key }));
    const buffer = Buffer.from(await obj.Body.transformToByteArray());
    return this.extractor.extract(upload.apiaryId, buffer);
  }
}

async function poll() {
  const sqs = new SQSClient({});
  const service = new InspectionIngestService(new S3Client({}), new ArchiveExtractor(INSPECTION_ROOT));
  for (;;) {
    const res = await sqs.send(new ReceiveMessageCommand({
      QueueUrl: QUEUE_URL,
      MaxNumberOfMessages: 5,
      WaitTimeSeconds: 20,
    }));
    for (const msg of res.Messages || []) {
      try {
        const files = await service.ingest(InspectionUpload.fromMessage(msg.Body));
        console.log(`unpacked ${files.length} inspection files`);
        await sqs.send(new DeleteMessageCommand({ QueueUrl: QUEUE_URL, ReceiptHandle: msg.ReceiptHandle }));
      } catch (err) {
        console.error(`inspection upload failed: ${err.message}`);
      }
    }
  }
}

poll().catch((err) => {
  console.error(err);
  process.exit(1);
});
