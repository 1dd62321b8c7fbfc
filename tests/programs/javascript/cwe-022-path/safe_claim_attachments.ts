// Express router serving stored claim attachments to insurance adjusters
import express, { Request, Response, NextFunction } from 'express';
import path from 'path';
import fs from 'fs';

const ATTACHMENT_ROOT = path.resolve(process.env.CLAIM_STORE || '/srv/claims/attachments');

interface AttachmentRef {
  claimId: string;
  fileName: string;
}

function buildRef(req: Request): AttachmentRef {
  return {
    claimId: String(req.params.claimId),
    fileName: String(req.query.file || ''),
  };
}

function resolveAttachment(ref: AttachmentRef): string | null {
  const candidate = path.resolve(ATTACHMENT_ROOT, ref.claimId, ref.fileName);
  if (!candidate.startsWith(ATTACHMENT_ROOT + path.sep)) {
    return null;
  }
  return candidate;
}

export const attachmentsRouter = express.Router();

attachmentsRouter.get(
  '/claims/:claimId/attachments',
  (req: Request, res: Response, next: NextFunction) => {
    const ref = buildRef(req);
    if (!/^[0-9]{6,12}$/.test(ref.claimId)) {
      return res.status(400).json({ error: 'invalid claim id' });
    }
    if (!ref.fileName) {
      return res.status(400).json({ error: 'file parameter is required' });
    }
    const filePath = resolveAttachment(ref);
    if (!filePath) {
      return res.status(404).end();
    }
    const stream = fs.createReadStream(filePath);
    stream.on('error', next);
    res.attachment(path.basename(filePath));
    stream.pipe(res);
  },
);
