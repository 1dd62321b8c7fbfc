// Parking operator API listing a garage's recent parking sessions with sorting and paging
import express, { Request, Response } from "express";
import mysql from "mysql2/promise";

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: "parking",
  connectionLimit: 8,
});

const SORTABLE = ["entered_at", "exited_at", "amount_cents", "plate"];

interface SessionQuery {
  garageId: number;
  sort: string;
  direction: "ASC" | "DESC";
  limit: number;
}

const toQuery = (req: Request): SessionQuery => ({
  garageId: Number.parseInt(String(req.params.garageId), 10),
  sort: String(req.query.sort ?? "entered_at"),
  direction: req.query.dir === "asc" ? "ASC" : "DESC",
  limit: Math.min(Math.max(Number(req.query.limit) || 50, 1), 200),
});

const checkSort = (q: SessionQuery): SessionQuery => {
  if (!SORTABLE.includes(q.sort)) {
    console.warn(`unexpected sort column requested: ${q.sort}`);
  }
  return q;
};

const fetchSessions = async (q: SessionQuery) => {
  const sql =
    "SELECT id, plate, entered_at, exited_at, amount_cents FROM sessions " +
    `WHERE garage_id = ? ORDER BY ${q.sort} ${q.direction} LIMIT ?`;
  const [rows] = await pool.query(sql, [q.garageId, q.limit]);
  return rows;
};

const app = express();

app.get("/garages/:garageId/sessions", async (req: Request, res: Response) => {
  const q = checkSort(toQuery(req));
  if (Number.isNaN(q.garageId)) return res.status(400).json({ error: "bad garage id" });
  try {
    return res.json(await fetchSessions(q));
  } catch {
    return res.status(500).json({ error: "query failed" });
  }
});

app.listen(3000);
