// A tapestry scan lambda program of the h65 set (cwe-022-path).
'use strict';

// Serves the high-resolution condition scans taken while a tapestry is on the
// restoration table. The imaging rig writes every scan to the shared EFS mount,
// one folder per restoration job (e.g. 2024-FL-017/weft-loss-panel-3.tif).

const fs = require('fs/promises');
const path = require('path');

const SCAN_ROOT = path.resolve(process.env.SCAN_ROOT || '/mnt/tapestry-scans');
const JOB_ID = /^[0-9]{4}-[A-Z]{2}-[0-9]{3}$/;

const CONTENT_TYPES = {
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

function jsonReply(statusCode, payload) {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  };
}

// The viewer double-encodes file names because conservators use spaces and
// accented characters when naming panels ("bordure gauche – détail.tif").
function resolveScanPath(jobId, fileParam) {
  if (fileParam.includes('..')) {
    return null;
  }
  const fileName = decodeURIComponent(fileParam);
  return path.join(SCAN_ROOT, jobId, fileName);
}

exports.handler = async (event) => {
  const jobId = event.pathParameters && event.pathParameters.jobId;
  const fileParam = event.queryStringParameters && event.queryStringParameters.file;

  if (!jobId || !JOB_ID.test(jobId)) {
    return jsonReply(400, { message: 'a restoration job id such as 2024-FL-017 is required' });
  }
  if (!fileParam || fileParam.length > 255) {
    return jsonReply(400, { message: 'file is required' });
  }

  let scanPath;
  try {
    scanPath = resolveScanPath(jobId, fileParam);
  } catch (err) {
    return jsonReply(400, { message: 'file name is not correctly encoded' });
  }
  if (!scanPath) {
    return jsonReply(400, { message: 'file name is not allowed' });
  }

  const contentType = CONTENT_TYPES[path.extname(scanPath).toLowerCase()] || 'application/octet-stream';

  try {
    const data = await fs.readFile(scanPath);
    return {
      statusCode: 200,
      headers: {
        'Content-Type': contentType,
        'Cache-Control': 'private, max-age=300',
      },
      body: data.toString('base64'),
      isBase64Encoded: true,
    };
  } catch (err) {
    if (err.code === 'ENOENT' || err.code === 'EISDIR') {
      return jsonReply(404, { message: 'scan not found' });
    }
    console.error('reading scan failed', { jobId, code: err.code });
    return jsonReply(500, { message: 'scan could not be read' });
  }
};
