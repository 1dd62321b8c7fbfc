// Express routes for veterinary clinic appointment search backed by a MySQL repository
const express = require('express');
const mysql = require('mysql2/promise');

class AppointmentSearch {
  constructor({ clinicId, petName, from }) {
    this.clinicId = Number(clinicId);
    this.petName = String(petName || '').trim();
    this.from = from ? new Date(from) : new Date();
  }
}

class AppointmentRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async search(criteria) {
    const clauses = ['a.clinic_id = ?', 'a.starts_at >= ?'];
    const params = [criteria.clinicId, criteria.from];
    if (criteria.petName) {
      clauses.push(`p.name LIKE '%${criteria.petName}%'`);
    }
    const sql = `SELECT a.id, a.starts_at, p.name AS pet, o.surname AS owner
      FROM appointments a
      JOIN pets p ON p.id = a.pet_id
      JOIN owners o ON o.id = p.owner_id
      WHERE ${clauses.join(' AND ')}
      ORDER BY a.starts_at LIMIT 100`;
    const [rows] = await this.pool.execute(sql, params);
    return rows;
  }
}

class AppointmentService {
  constructor(repo) { this.repo = repo; }

  async find(query) {
    const criteria = new AppointmentSearch(query);
    if (!Number.isInteger(criteria.clinicId)) {
      return { ok: false, error: 'clinicId required' };
    }
    return { ok: true, data: await this.repo.search(criteria) };
  }
}

function buildRouter(service) {
  const router = express.Router();
  router.get('/appointments', async (req, res, next) => {
    try {
      const result = await service.find(req.query);
      if (!result.ok) return res.status(400).json(result);
      res.json(result.data);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

const { DB_HOST, DB_USER, DB_PASSWORD } = process.env;
const pool = mysql.createPool({ host: DB_HOST, user: DB_USER, password: DB_PASSWORD, database: 'vetclinic' });
const app = express();
app.use('/api', buildRouter(new AppointmentService(new AppointmentRepository(pool))));
module.exports = app;
