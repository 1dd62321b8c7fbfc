// A sighting photos program of the h73 set (cwe-918-ssrf).
'use strict';

const { SQSClient, ReceiveMessageCommand, DeleteMessageCommand } = require('@aws-sdk/client-sqs');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');
const crypto = require('node:crypto');

const QUEUE_URL = process.env.PHOTO_QUEUE_URL;
const BUCKET = process.env.GALLERY_BUCKET || 'breachpoint-tours-gallery';
const PHOTO_HOST = 'media.orcaspotter.app';
const MAX_BYTES = 8 * 1024 * 1024;

const sqs = new SQSClient({});
const s3 = new S3Client({});

function readSubmission(body) {
  const msg = JSON.parse(body);
  return {
    tripId: String(msg.trip_id || '').replace(/[^A-Za-z0-9-]/g, ''),
    guest: String(msg.guest_name || 'Guest').trim().slice(0, 60),
    caption: String(msg.caption || '').trim().slice(0, 280),
    photo: String(msg.photo_url || '').trim(),
  };
}

async function download(photoParam) {
  const url = new URL(decodeURIComponent(photoParam));
  if (url.protocol !== 'https:' || url.hostname !== PHOTO_HOST || url.port !== '' || url.username || url.password) {
    throw new Error('photos must come from the OrcaSpotter app');
  }
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10000) });
  if (!res.ok) throw new Error(`photo fetch returned ${res.status}`);
  const type = res.headers.get('content-type') || '';
  if (!type.startsWith('image/')) throw new Error(`not an image: ${type}`);
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length > MAX_BYTES) throw new Error('photo too large');
  return { data, type };
}

async function handle(message) {
  const sub = readSubmission(message.Body);
  if (!sub.tripId || !sub.photo) throw new Error('submission missing trip or photo');

  const { data, type } = await download(sub.photo);
  const key = `trips/${sub.tripId}/${crypto.createHash('sha256').update(data).digest('hex').slice(0, 20)}`;
  await s3.send(new PutObjectCommand({
    Bucket: BUCKET,
    Key: key,
    Body: data,
    ContentType: type,
    Metadata: { guest: encodeURIComponent(sub.guest), caption: encodeURIComponent(sub.caption) },
  }));
  console.log(`stored ${key} (${data.length} bytes) for trip ${sub.tripId}`);
}

async function poll() {
  for (;;) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({
      QueueUrl: QUEUE_URL,
      MaxNumberOfMessages: 5,
      WaitTimeSeconds: 20,
    }));
    for (const message of Messages) {
      try {
        await handle(message);
      } catch (err) {
        console.warn(`dropping submission ${message.MessageId}: ${err.message}`);
      }
      await sqs.send(new DeleteMessageCommand({ QueueUrl: QUEUE_URL, ReceiptHandle: message.ReceiptHandle }));
    }
  }
}

poll().catch((err) => {
  console.error('photo worker stopped', err);
  process.exit(1);
});
