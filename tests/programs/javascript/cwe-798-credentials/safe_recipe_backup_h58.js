// recipe backup (h58 set)
'use strict';

const { S3Client, PutObjectCommand, ListObjectsV2Command } = require('@aws-sdk/client-s3');
const cron = require('node-cron');
const { Pool } = require('pg');

const settings = Object.freeze({
  region: process.env.AWS_REGION || 'ap-southeast-2',
  bucket: process.env.RECIPE_BACKUP_BUCKET || 'kettle-and-cask-recipes',
  schedule: process.env.RECIPE_BACKUP_CRON || '30 3 * * *',
});

const s3 = new S3Client({
  region: settings.region,
  credentials: {
    accessKeyId: process.env.RECIPE_BACKUP_ACCESS_KEY_ID,
    secretAccessKey: process.env.RECIPE_BACKUP_SECRET_ACCESS_KEY,
  },
});

const db = new Pool({ connectionString: process.env.BREWERY_DATABASE_URL });

const asRecipeDoc = ({ id, name, style, og, fg, ibu, grain_bill: grainBill, hop_schedule: hops, updated_at: updatedAt }) => ({
  id,
  name,
  style,
  gravity: { original: Number(og), final: Number(fg) },
  ibu: Number(ibu),
  grainBill,
  hops,
  updatedAt,
});

const keyFor = (recipe, day) => `recipes/${day}/${recipe.id}.json`;

const backupRecipes = async () => {
  const day = new Date().toISOString().slice(0, 10);
  const { rows } = await db.query('SELECT * FROM recipes WHERE archived = false');
  const uploads = rows.map(asRecipeDoc).map((recipe) =>
    s3.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: keyFor(recipe, day),
        Body: JSON.stringify(recipe, null, 2),
        ContentType: 'application/json',
        ServerSideEncryption: 'aws:kms',
      })
    )
  );
  const results = await Promise.allSettled(uploads);
  return { day, ok: results.filter((r) => r.status === 'fulfilled').length, failed: results.filter((r) => r.status === 'rejected').length };
};

const lastBackupCount = async (day) => {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `recipes/${day}/` }));
  return out.KeyCount ?? 0;
};

cron.schedule(settings.schedule, async () => {
  try {
    const summary = await backupRecipes();
    const stored = await lastBackupCount(summary.day);
    process.stdout.write(`recipe backup ${summary.day}: ${summary.ok} ok, ${summary.failed} failed, ${stored} in bucket\n`);
  } catch (err) {
    process.stderr.write(`recipe backup failed: ${err.message}\n`);
  }
});
