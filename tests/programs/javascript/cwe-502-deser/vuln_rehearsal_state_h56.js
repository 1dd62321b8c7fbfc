// Express app persisting a director's rehearsal-board layout in a cookie between visits
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());
app.use(express.json());

const COOKIE = 'rehearsal_board';
const DEFAULT_BOARD = { columns: ['scheduled', 'blocking', 'run-through', 'done'], collapsed: [], zoom: 1 };
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 30 * 86400e3 };

const pickLayout = ({ columns, collapsed, zoom }) => ({
  columns: Array.isArray(columns) ? columns.map(String).slice(0, 12) : DEFAULT_BOARD.columns,
  collapsed: Array.isArray(collapsed) ? collapsed.map(String).slice(0, 12) : [],
  zoom: Math.min(Math.max(Number(zoom) || 1, 0.5), 2),
});

const fromBase64 = (raw) => Buffer.from(raw, 'base64').toString('utf8');

const decodeBoard = (raw) => {
  if (!raw) return DEFAULT_BOARD;
  try {
    return pickLayout({ ...DEFAULT_BOARD, ...serialize.unserialize(fromBase64(raw)) });
  } catch {
    return DEFAULT_BOARD;
  }
};

const encodeBoard = (board) => Buffer.from(serialize.serialize(board)).toString('base64');

const withBoard = (handler) => (req, res) => handler(req, res, decodeBoard(req.cookies[COOKIE]));

app.get('/board', withBoard((req, res, board) => res.json(board)));

app.put('/board', withBoard((req, res, board) => {
  const next = pickLayout({ ...board, ...req.body });
  res.cookie(COOKIE, encodeBoard(next), COOKIE_OPTIONS);
  res.json(next);
}));

app.listen(3600);
