// A taxi callsign shift report program of the h61 set (cwe-089-sql).
'use strict';

const { connect, JSONCodec } = require('nats');
const { Sequelize, DataTypes, QueryTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const jc = JSONCodec();

const Driver = sequelize.define('Driver', {
  id: { type: DataTypes.INTEGER, primaryKey: true },
  callsign: { type: DataTypes.STRING(32), allowNull: false },
  phone: { type: DataTypes.STRING(20) },
}, { tableName: 'drivers', timestamps: false });

class DriverProfileRepository {
  async saveProfile(profile) {
    await Driver.upsert({ id: profile.driverId, callsign: profile.callsign, phone: profile.phone });
  }

  findById(driverId) {
    return Driver.findByPk(driverId);
  }
}

class ShiftReportRepository {
  constructor(db) {
    this.db = db;
  }

  // Trips are keyed by the radio callsign because the legacy dispatch console logs it that way.
  tripsForCallsign(callsign, shiftDate) {
    return this.db.query(
      `SELECT COUNT(*) AS trips, COALESCE(SUM(fare_pence), 0) AS takings
         FROM trips
        WHERE callsign = '${callsign}' AND shift_date = :shiftDate`,
      { replacements: { shiftDate }, type: QueryTypes.SELECT },
    );
  }
}

class ProfileValidator {
  validate(profile) {
    if (!Number.isInteger(profile.driverId)) return 'driverId must be an integer';
    if (typeof profile.callsign !== 'string' || profile.callsign.length === 0 || profile.callsign.length > 32) {
      return 'callsign must be 1-32 characters';
    }
    return null;
  }
}

class ShiftReportService {
  constructor(profiles, reports) {
    this.profiles = profiles;
    this.reports = reports;
  }

  async report(driverId, shiftDate) {
    const driver = await this.profiles.findById(driverId);
    if (!driver) {
      return { error: 'unknown driver' };
    }
    const [summary] = await this.reports.tripsForCallsign(driver.callsign, shiftDate);
    return { driverId, callsign: driver.callsign, shiftDate, ...summary };
  }
}

async function main() {
  const nc = await connect({ servers: process.env.NATS_URL, tls: {} });
  const profiles = new DriverProfileRepository();
  const validator = new ProfileValidator();
  const reports = new ShiftReportService(profiles, new ShiftReportRepository(sequelize));

  nc.subscribe('dispatch.driver.profile-updated', {
    callback: async (err, msg) => {
      if (err) return console.error(err);
      const profile = jc.decode(msg.data);
      const problem = validator.validate(profile);
      if (problem) return console.warn('profile rejected:', problem);
      await profiles.saveProfile(profile);
    },
  });

  nc.subscribe('dispatch.shift.report', {
    callback: async (err, msg) => {
      if (err) return console.error(err);
      const { driverId, shiftDate } = jc.decode(msg.data);
      const result = await reports.report(Number(driverId), String(shiftDate));
      msg.respond(jc.encode(result));
    },
  });

  await nc.closed();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
