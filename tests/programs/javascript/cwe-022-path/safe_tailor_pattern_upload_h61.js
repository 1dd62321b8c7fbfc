// A tailor pattern upload program of the h61 set (cwe-022-path).
'use strict';

const path = require('path');
const fs = require('fs/promises');
const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
const { SQSClient, SendMessageCommand } = require('@aws-sdk/client-sqs');

const WORK_DIR = '/tmp/alteration-patterns';
const PATTERN_EXTENSIONS = new Set(['.dxf', '.pdf', '.plt']);

const s3 = new S3Client({});
const sqs = new SQSClient({});

// A sewing pattern uploaded by a customer or a fitter from the shop tablet.
class UploadedPattern {
  constructor(bucket, rawKey, size) {
    this.bucket = bucket;
    this.key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    this.size = size;
  }

  get customerFolder() {
    return this.key.split('/')[0];
  }

  get fileName() {
    return this.key.split('/').slice(1).join('/');
  }
}

class PatternValidator {
  check(pattern) {
    if (!/^[A-Za-z0-9-]{1,40}$/.test(pattern.customerFolder)) {
      return 'unexpected customer folder';
    }
    if (pattern.size > 20 * 1024 * 1024) {
      return 'pattern larger than 20 MB';
    }
    if (!PATTERN_EXTENSIONS.has(path.extname(pattern.fileName).toLowerCase())) {
      return 'unsupported pattern format';
    }
    return null;
  }
}

class PatternStore {
  constructor(rootDir) {
    this.rootDir = rootDir;
  }

  async save(customerFolder, fileName, bytes) {
    const customerDir = path.resolve(this.rootDir, customerFolder);
    const target = path.resolve(customerDir, path.basename(fileName));
    if (!target.startsWith(customerDir + path.sep)) {
      throw new Error('pattern path escapes customer folder');
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    return target;
  }
}

class PatternIntakeService {
  constructor(s3Client, store, validator, queueUrl) {
    this.s3 = s3Client;
    this.store = store;
    this.validator = validator;
    this.queueUrl = queueUrl;
  }

  async intake(pattern) {
    const problem = this.validator.check(pattern);
    if (problem) {
      console.warn(`skipping ${pattern.key}: ${problem}`);
      return false;
    }
    const object = await this.s3.send(new GetObjectCommand({ Bucket: pattern.bucket, Key: pattern.key }));
    const bytes = await object.Body.transformToByteArray();
    const localPath = await this.store.save(pattern.customerFolder, pattern.fileName, bytes);
    await sqs.send(new SendMessageCommand({
      QueueUrl: this.queueUrl,
      MessageBody: JSON.stringify({ customer: pattern.customerFolder, localPath }),
    }));
    return true;
  }
}

exports.handler = async (event) => {
  const service = new PatternIntakeService(
    s3,
    new PatternStore(WORK_DIR),
    new PatternValidator(),
    process.env.NESTING_QUEUE_URL,
  );
  let processed = 0;
  for (const record of event.Records) {
    const pattern = new UploadedPattern(record.s3.bucket.name, record.s3.object.key, record.s3.object.size);
    if (await service.intake(pattern)) {
      processed += 1;
    }
  }
  return { processed };
};
