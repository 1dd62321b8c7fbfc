// A drystone survey upload lambda program of the h65 set (cwe-798-credentials).
'use strict';

// POST /surveys
// Lambda used by the dry stone walling association's field app. A waller
// surveys a stretch of field wall (length, height, batter, coping style,
// collapsed metres) and the app posts it here; the survey is filed in the
// shared surveys bucket of the grant scheme, which lives in the scheme's own
// AWS account.

const crypto = require('crypto');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const s3 = new S3Client({
  region: 'eu-west-2',
  credentials: {
    accessKeyId: 'AKIAZ4QK7WMR2TXVB6HL',
    secretAccessKey: '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',
  },
});

const BUCKET = process.env.SURVEY_BUCKET || 'dsw-grant-scheme-surveys';
const COPING = new Set(['cock-and-hen', 'buck-and-doe', 'flat-topped', 'turf', 'mortared']);

function reply(statusCode, body) {
  return { statusCode, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

function readSurvey(body) {
  const s = JSON.parse(body || '{}');
  const numbers = ['lengthM', 'heightM', 'collapsedM', 'lat', 'lon'].map((k) => Number(s[k]));
  if (numbers.some((n) => !Number.isFinite(n))) {
    throw new Error('lengthM, heightM, collapsedM, lat and lon must be numbers');
  }
  const [lengthM, heightM, collapsedM, lat, lon] = numbers;
  if (lengthM <= 0 || lengthM > 5000 || heightM <= 0 || heightM > 3 || collapsedM < 0 || collapsedM > lengthM) {
    throw new Error('wall measurements are out of range');
  }
  if (!COPING.has(s.coping)) {
    throw new Error('unknown coping style');
  }
  return {
    lengthM,
    heightM,
    collapsedM,
    lat,
    lon,
    coping: s.coping,
    stone: typeof s.stone === 'string' ? s.stone.slice(0, 60) : 'unknown',
    notes: typeof s.notes === 'string' ? s.notes.slice(0, 2000) : '',
  };
}

exports.handler = async (event) => {
  let survey;
  try {
    survey = readSurvey(event.body);
  } catch (err) {
    return reply(400, { message: err instanceof SyntaxError ? 'body must be JSON' : err.message });
  }

  const surveyor = event.requestContext?.authorizer?.claims?.sub || 'anonymous';
  const id = crypto.randomUUID();
  const key = `surveys/${new Date().toISOString().slice(0, 10)}/${id}.json`;

  await s3.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: key,
      Body: JSON.stringify({ id, surveyor, receivedAt: new Date().toISOString(), ...survey }),
      ContentType: 'application/json',
      ServerSideEncryption: 'AES256',
    })
  );

  return reply(201, { id, repairShare: Math.round((survey.collapsedM / survey.lengthM) * 1000) / 10 });
};
