// Unseen set h59: trailer transcode lambda
'use strict';

// Cinema chain: distributors submit trailers that must be transcoded into the
// lobby-screen format. Lambda (container image with ffmpeg) invoked through
// API Gateway: POST /trailers/transcode { "title": ..., "sourceKey": ..., "profile": ... }

const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { S3Client, GetObjectCommand, PutObjectCommand } = require('@aws-sdk/client-s3');

const BUCKET = process.env.TRAILER_BUCKET;
const PROFILES = {
  lobby: { size: '1920x1080', bitrate: '6M' },
  foyer: { size: '1280x720', bitrate: '3M' },
  kiosk: { size: '854x480', bitrate: '1500k' },
};

class TranscodeJob {
  constructor(body) {
    this.title = String(body.title || 'untitled');
    this.sourceKey = String(body.sourceKey || '');
    this.profileName = String(body.profile || 'lobby');
  }
}

class FfmpegTool {
  transcode(inputPath, outputPath, profile) {
    const args = ['-y', '-i', inputPath, '-vf', `scale=${profile.size}`, '-b:v', profile.bitrate, '-c:a', 'aac', outputPath];
    execFileSync('ffmpeg', args, { stdio: 'ignore', timeout: 240000 });
  }
}

class TrailerService {
  constructor(s3, ffmpeg) {
    this.s3 = s3;
    this.ffmpeg = ffmpeg;
  }

  async process(job) {
    if (!Object.hasOwn(PROFILES, job.profileName)) throw new Error('unknown profile');
    const profile = PROFILES[job.profileName];
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailer-'));
    const input = path.join(workDir, path.basename(job.sourceKey));
    const output = path.join(workDir, `${job.profileName}.mp4`);

    const src = await this.s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: job.sourceKey }));
    fs.writeFileSync(input, Buffer.from(await src.Body.transformToByteArray()));

    this.ffmpeg.transcode(input, output, profile);

    const targetKey = `transcoded/${job.profileName}/${Date.now()}.mp4`;
    await this.s3.send(new PutObjectCommand({
      Bucket: BUCKET,
      Key: targetKey,
      Body: fs.readFileSync(output),
      ContentType: 'video/mp4',
      Metadata: { title: job.title },
    }));
    fs.rmSync(workDir, { recursive: true, force: true });
    return targetKey;
  }
}

const service = new TrailerService(new S3Client({}), new FfmpegTool());

exports.handler = async (event) => {
  let job;
  try {
    job = new TranscodeJob(JSON.parse(event.body || '{}'));
  } catch (e) {
    return { statusCode: 400, body: JSON.stringify({ error: 'invalid JSON' }) };
  }
  try {
    const key = await service.process(job);
    return { statusCode: 201, body: JSON.stringify({ key }) };
  } catch (err) {
    return { statusCode: 422, body: JSON.stringify({ error: err.message }) };
  }
};
