// NaN is never checked, but only the numbers returned by parseInt() go into the SQL text; the worst case is "LIMIT NaN" (a query error), not injected SQL.
const express = require("express");
const mysql = require("mysql2");

const app = express();
const db = mysql.createPool({ host: "db", user: "app", database: "shop" });

app.get("/orders", (req, res) => {
  const limit = parseInt(req.query.limit, 10);
  const offset = parseInt(req.query.offset, 10) || 0;
  db.query(
    `SELECT id, total FROM orders ORDER BY id LIMIT ${limit} OFFSET ${offset}`,
    (err, rows) => {
      if (err) return res.status(400).json({ error: "bad paging parameters" });
      res.json(rows);
    }
  );
});

app.listen(3000);
