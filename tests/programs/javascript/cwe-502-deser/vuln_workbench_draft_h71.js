// A workbench draft program of the h71 set (cwe-502-deser).
import express from 'express';
import cookieParser from 'cookie-parser';
import serialize from 'node-serialize';

const DRAFT_COOKIE = 'repair_draft';
const DRAFT_VERSION = 3;
const MOVEMENTS = new Set(['longcase', 'bracket', 'carriage', 'skeleton', 'wall', 'pocket-watch']);

function blankDraft() {
  return { version: DRAFT_VERSION, movement: null, maker: '', symptoms: '', photos: [] };
}

function pickDraftFields(data) {
  return {
    version: DRAFT_VERSION,
    movement: MOVEMENTS.has(data?.movement) ? data.movement : null,
    maker: String(data?.maker ?? '').slice(0, 120),
    symptoms: String(data?.symptoms ?? '').slice(0, 2000),
    photos: Array.isArray(data?.photos) ? data.photos.filter((p) => typeof p === 'string').slice(0, 6) : [],
  };
}

function readDraft(cookieValue) {
  if (!cookieValue) return { ok: true, value: blankDraft() };
  try {
    const text = Buffer.from(cookieValue, 'base64url').toString('utf8');
    const data = JSON.parse(text);
    if (data?.version === DRAFT_VERSION) {
      return { ok: true, value: pickDraftFields(data) };
    }
    // drafts saved by the previous form builder were written with node-serialize
    return { ok: true, value: pickDraftFields(serialize.unserialize(text)) };
  } catch (err) {
    return { ok: false, error: err };
  }
}

const app = express();
app.use(cookieParser());
app.use(express.json({ limit: '16kb' }));

app.get('/repairs/draft', (req, res) => {
  const draft = readDraft(req.cookies[DRAFT_COOKIE]);
  if (!draft.ok) {
    console.info(`discarding unreadable repair draft: ${draft.error.message}`);
    res.clearCookie(DRAFT_COOKIE);
    return res.json(blankDraft());
  }
  res.json(draft.value);
});

app.put('/repairs/draft', (req, res) => {
  const draft = pickDraftFields(req.body);
  const encoded = Buffer.from(JSON.stringify(draft), 'utf8').toString('base64url');
  res.cookie(DRAFT_COOKIE, encoded, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: 30 * 24 * 3600 * 1000,
  });
  res.status(204).end();
});

app.delete('/repairs/draft', (req, res) => {
  res.clearCookie(DRAFT_COOKIE);
  res.status(204).end();
});

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.log('repair request drafts ready');
});
