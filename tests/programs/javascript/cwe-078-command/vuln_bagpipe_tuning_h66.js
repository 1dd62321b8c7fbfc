// A bagpipe tuning program of the h66 set (cwe-078-command).
// Bagpipe workshop - drone reed analysis.
// Reed recordings from the test bench are dropped into RECORDINGS_DIR and the
// bench PC asks this service for the measured pitch of a given recording.
var express = require('express');
var childProcess = require('child_process');
var path = require('path');

var RECORDINGS_DIR = process.env.REED_RECORDINGS || '/srv/reedbench/recordings';
var CONCERT_A = 476; // Highland pipes are pitched well above 440

var app = express();

function isRecordingName(name) {
  if (!name) {
    return false;
  }
  return name.slice(-4).toLowerCase() === '.wav';
}

function parseSoxStat(output) {
  var result = {};
  var lines = output.split('\n');
  for (var i = 0; i < lines.length; i++) {
    var parts = lines[i].split(':');
    if (parts.length !== 2) {
      continue;
    }
    var key = parts[0].trim();
    var value = parseFloat(parts[1]);
    if (key === 'Rough   frequency') {
      result.frequency = value;
    } else if (key === 'RMS     amplitude') {
      result.rms = value;
    } else if (key === 'Length (seconds)') {
      result.seconds = value;
    }
  }
  return result;
}

function centsFrom(freq, reference) {
  return Math.round(1200 * Math.log(freq / reference) / Math.LN2);
}

app.get('/reeds/analyse', function (req, res) {
  var file = req.query.file;
  var drone = req.query.drone || 'tenor';

  if (!isRecordingName(file)) {
    return res.status(400).json({ error: 'expected a .wav recording' });
  }

  var reference = drone === 'bass' ? CONCERT_A / 4 : CONCERT_A / 2;
  var fullPath = path.join(RECORDINGS_DIR, path.basename(file));

  childProcess.exec('sox "' + fullPath + '" -n stat', { timeout: 15000 }, function (err, stdout, stderr) {
    if (err) {
      console.error('sox failed for reed recording: ' + err.message);
      return res.status(500).json({ error: 'analysis failed' });
    }
    // sox prints its statistics on stderr
    var stat = parseSoxStat(stderr);
    if (!stat.frequency) {
      return res.status(422).json({ error: 'no clear pitch found' });
    }
    res.json({
      drone: drone,
      frequency: stat.frequency,
      cents: centsFrom(stat.frequency, reference),
      seconds: stat.seconds
    });
  });
});

app.listen(process.env.PORT || 4100);
