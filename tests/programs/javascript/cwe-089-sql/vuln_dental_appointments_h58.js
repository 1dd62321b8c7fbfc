// dental appointments (h58 set)
'use strict';

const fastify = require('fastify')({ logger: true });
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.CLINIC_DB_HOST,
  user: process.env.CLINIC_DB_USER,
  password: process.env.CLINIC_DB_PASSWORD,
  database: process.env.CLINIC_DB_NAME || 'clinic',
  connectionLimit: 10,
});

// public sort keys -> table columns
const SORTABLE = new Map([
  ['date', 'starts_at'],
  ['patient', 'patient_name'],
  ['chair', 'chair_no'],
  ['treatment', 'treatment_code'],
]);

const resolveSortColumn = (key) => (SORTABLE.has(key) ? SORTABLE.get(key) : key);

const querySchema = {
  type: 'object',
  required: ['dentist'],
  properties: {
    dentist: { type: 'integer', minimum: 1 },
    sort: { type: 'string', default: 'date' },
    desc: { type: 'boolean', default: false },
  },
};

const toView = ({ id, patient_name: patient, starts_at: startsAt, chair_no: chair, treatment_code: treatment }) => ({
  id,
  patient,
  startsAt,
  chair,
  treatment,
});

fastify.get('/appointments', { schema: { querystring: querySchema } }, async (request) => {
  const { dentist, sort, desc } = request.query;
  const column = resolveSortColumn(sort);
  const direction = desc ? 'DESC' : 'ASC';

  const [rows] = await pool.execute(
    `SELECT id, patient_name, starts_at, chair_no, treatment_code
       FROM appointments
      WHERE dentist_id = ? AND starts_at >= CURRENT_DATE
      ORDER BY ${column} ${direction}
      LIMIT 200`,
    [dentist]
  );
  return rows.map(toView);
});

fastify.get('/health', async () => ({ ok: true }));

const start = async () => {
  try {
    await fastify.listen({ port: Number(process.env.PORT) || 3000 });
  } catch (err) {
    fastify.log.error(err);
    process.exit(1);
  }
};

start();
