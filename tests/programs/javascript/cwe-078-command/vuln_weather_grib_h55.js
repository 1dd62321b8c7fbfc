// Fastify service that converts archived GRIB2 forecast runs into a requested output format with wgrib2.
const fastify = require('fastify')({ logger: true });
const { execSync } = require('child_process');
const path = require('path');
const os = require('os');

const GRIB_ARCHIVE = process.env.GRIB_ARCHIVE || '/data/forecast/grib2';

const OUTPUT_FLAGS = Object.freeze({
  csv: '-csv',
  netcdf: '-netcdf',
  text: '-text',
  binary: '-bin',
});

class ConversionError extends Error {
  constructor(message, statusCode = 400) {
    super(message);
    this.statusCode = statusCode;
  }
}

class GribConverter {
  constructor(archiveDir, workDir) {
    this.archiveDir = archiveDir;
    this.workDir = workDir;
  }

  resolveRun(runDate) {
    if (!/^\d{8}$/.test(runDate)) throw new ConversionError('run date must be YYYYMMDD');
    return path.join(this.archiveDir, `gfs.${runDate}.grb2`);
  }

  flagFor(format) {
    return OUTPUT_FLAGS[format] || `-${format}`;
  }

  convert({ runDate, format }) {
    const input = this.resolveRun(runDate);
    const flag = this.flagFor(format);
    const output = path.join(this.workDir, `gfs.${runDate}.${Date.now()}.out`);
    execSync(`wgrib2 ${input} ${flag} ${output}`, { timeout: 120000 });
    return output;
  }
}

const converter = new GribConverter(GRIB_ARCHIVE, os.tmpdir());

fastify.post('/forecast/convert', async (request, reply) => {
  const job = { runDate: String(request.body.runDate || ''), format: String(request.body.format || 'csv') };
  try {
    const output = converter.convert(job);
    return reply.send({ output });
  } catch (err) {
    request.log.error(err);
    return reply.code(err.statusCode || 500).send({ error: err.message });
  }
});

fastify.listen({ port: 5050, host: '0.0.0.0' });
