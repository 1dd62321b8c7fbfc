// Unseen set h59: client document vault
'use strict';

// Translation agency: client source documents (contracts, medical reports) are
// uploaded to an intake bucket. This Lambda (S3 ObjectCreated trigger)
// encrypts each document with the agency's vault key and moves it to the
// archive bucket; translators' tools call decryptDocument() when opening a job.

const crypto = require('crypto');
const {
  S3Client, GetObjectCommand, PutObjectCommand, DeleteObjectCommand,
} = require('@aws-sdk/client-s3');

const ARCHIVE_BUCKET = process.env.ARCHIVE_BUCKET;
const ALGORITHM = 'aes-256-gcm';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

class DocumentCipher {
  constructor(key) {
    this.key = key;
  }

  encrypt(plain) {
    const iv = crypto.randomBytes(IV_LENGTH);
    const cipher = crypto.createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt(sealed) {
    const iv = sealed.subarray(0, IV_LENGTH);
    const tag = sealed.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH);
    const decipher = crypto.createDecipheriv(ALGORITHM, this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()]);
  }
}

class DocumentVault {
  constructor(s3, cipher) {
    this.s3 = s3;
    this.cipher = cipher;
  }

  async archive(bucket, key) {
    const obj = await this.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const plain = Buffer.from(await obj.Body.transformToByteArray());
    const sealed = this.cipher.encrypt(plain);
    await this.s3.send(new PutObjectCommand({
      Bucket: ARCHIVE_BUCKET,
      Key: `${key}.sealed`,
      Body: sealed,
      Metadata: { 'original-type': obj.ContentType || 'application/octet-stream' },
    }));
    await this.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    return `${key}.sealed`;
  }

  async open(sealedKey) {
    const obj = await this.s3.send(new GetObjectCommand({ Bucket: ARCHIVE_BUCKET, Key: sealedKey }));
    return this.cipher.decrypt(Buffer.from(await obj.Body.transformToByteArray()));
  }
}

const vaultKey = Buffer.from(process.env.DOCUMENT_VAULT_KEY, 'base64');
const vault = new DocumentVault(new S3Client({}), new DocumentCipher(vaultKey));

exports.handler = async (event) => {
  const archived = [];
  for (const record of event.Records) {
    const bucket = record.s3.bucket.name;
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    archived.push(await vault.archive(bucket, key));
  }
  return { archived };
};

exports.decryptDocument = (sealedKey) => vault.open(sealedKey);
