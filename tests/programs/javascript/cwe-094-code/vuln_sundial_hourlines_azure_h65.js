// A sundial hourlines azure program of the h65 set (cwe-094-code).
'use strict';

// Azure Function used by the sundial workshop's design tool. Given the latitude
// of the site it returns the hour-line angles for a horizontal dial. Makers can
// supply a correction expression (longitude offset, equation of time, or a
// deliberate shift for a wall that is not quite true) that is applied to every
// hour line; variables available: lat, lon, hour, h (hour angle), base.

const { app } = require('@azure/functions');
const vm = require('vm');

const RAD = Math.PI / 180;

function compileCorrection(expression) {
  const script = new vm.Script(expression);
  return (scope) => script.runInNewContext({ ...scope, Math }, { timeout: 50 });
}

function hourLines(lat, lon, correct) {
  const lines = [];
  for (let hour = 6; hour <= 18; hour += 1) {
    const h = (hour - 12) * 15;
    const base = Math.atan(Math.sin(lat * RAD) * Math.tan(h * RAD)) / RAD;
    const shift = Number(correct({ lat, lon, hour, h, base }));
    if (!Number.isFinite(shift)) {
      throw new RangeError(`correction is not a number at ${hour}:00`);
    }
    lines.push({ hour, angle: Math.round((base + shift) * 100) / 100 });
  }
  return lines;
}

app.http('hourLines', {
  methods: ['GET'],
  authLevel: 'function',
  route: 'dials/hour-lines',
  handler: async (request, context) => {
    const lat = Number.parseFloat(request.query.get('lat'));
    const lon = Number.parseFloat(request.query.get('lon') || '0');
    const expression = request.query.get('correction') || '0';

    if (!Number.isFinite(lat) || Math.abs(lat) > 66 || !Number.isFinite(lon) || Math.abs(lon) > 180) {
      return { status: 400, jsonBody: { error: 'lat must be within ±66° and lon within ±180°' } };
    }
    if (expression.length > 200) {
      return { status: 400, jsonBody: { error: 'correction expression is too long' } };
    }

    let correct;
    try {
      correct = compileCorrection(expression);
    } catch (err) {
      return { status: 422, jsonBody: { error: 'correction expression could not be parsed' } };
    }

    try {
      const lines = hourLines(lat, lon, correct);
      context.log(`hour lines computed for lat ${lat}`);
      return { jsonBody: { lat, lon, correction: expression, lines } };
    } catch (err) {
      return { status: 422, jsonBody: { error: err.message } };
    }
  },
});
