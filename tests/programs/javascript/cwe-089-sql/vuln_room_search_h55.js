// Express handler searching available hotel rooms in MySQL with user-selectable sort order.
const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'reservations',
  connectionLimit: 8,
});

const SORTABLE = ['nightly_rate', 'floor', 'capacity', 'room_number'];

class RoomQuery {
  constructor({ checkIn, nights, guests, sort, direction }) {
    this.checkIn = checkIn;
    this.nights = Math.max(1, parseInt(nights, 10) || 1);
    this.guests = Math.max(1, parseInt(guests, 10) || 1);
    this.sort = sort || 'nightly_rate';
    this.direction = direction === 'desc' ? 'DESC' : 'ASC';
  }
}

class RoomRepository {
  constructor(db, logger) {
    this.db = db;
    this.logger = logger;
  }

  async available(query) {
    if (!SORTABLE.includes(query.sort)) {
      this.logger.warn(`unexpected sort column requested: ${query.sort}`);
    }
    const sql =
      'SELECT r.room_number, r.floor, r.capacity, r.nightly_rate FROM rooms r ' +
      'WHERE r.capacity >= ? AND r.id NOT IN (SELECT room_id FROM bookings ' +
      'WHERE check_in < DATE_ADD(?, INTERVAL ? DAY) AND check_out > ?) ' +
      `ORDER BY ${query.sort} ${query.direction} LIMIT 50`;
    const [rows] = await this.db.query(sql, [query.guests, query.checkIn, query.nights, query.checkIn]);
    return rows;
  }
}

class RoomSearchController {
  constructor(repo) {
    this.repo = repo;
    this.search = this.search.bind(this);
  }

  async search(req, res) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(req.query.checkIn))) {
      return res.status(400).json({ error: 'checkIn must be YYYY-MM-DD' });
    }
    try {
      const rooms = await this.repo.available(new RoomQuery(req.query));
      return res.json({ count: rooms.length, rooms });
    } catch (err) {
      return res.status(500).json({ error: 'search failed' });
    }
  }
}

const app = express();
app.get('/rooms/available', new RoomSearchController(new RoomRepository(pool, console)).search);
app.listen(3003);
