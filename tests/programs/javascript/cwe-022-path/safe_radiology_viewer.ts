// Next.js app-router route handler returning a DICOM frame for a radiology study
import { NextRequest, NextResponse } from 'next/server';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const PACS_CACHE = process.env.PACS_CACHE_DIR ?? '/var/cache/pacs';

type FrameQuery = {
  study: string;
  frame: string;
};

function readQuery(req: NextRequest): FrameQuery | null {
  const study = req.nextUrl.searchParams.get('study');
  const frame = req.nextUrl.searchParams.get('frame');
  if (!study || !frame) return null;
  return { study, frame };
}

const STUDY_ID = /^[0-9]+(\.[0-9]+){2,40}$/;
const FRAME_NAME = /^frame-[0-9]{1,5}\.dcm$/;

export async function GET(req: NextRequest) {
  const q = readQuery(req);
  if (!q) {
    return NextResponse.json({ error: 'study and frame are required' }, { status: 400 });
  }
  if (!STUDY_ID.test(q.study) || !FRAME_NAME.test(q.frame)) {
    return NextResponse.json({ error: 'invalid study or frame' }, { status: 400 });
  }

  const framePath = path.join(PACS_CACHE, q.study, 'frames', q.frame);
  try {
    const data = await readFile(framePath);
    return new NextResponse(data, {
      headers: {
        'content-type': 'application/dicom',
        'cache-control': 'private, max-age=300',
      },
    });
  } catch {
    return NextResponse.json({ error: 'frame not found' }, { status: 404 });
  }
}
