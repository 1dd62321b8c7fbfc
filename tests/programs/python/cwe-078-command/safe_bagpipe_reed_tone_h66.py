# A bagpipe reed tone program of the h66 set (cwe-078-command).
# Reference-tone generator used at the bagpipe workshop bench for reed setting.
import os
import subprocess
import tempfile

import cherrypy

SOX = os.environ.get("SOX_BIN", "/usr/bin/sox")

# chanter pitch presets in Hz (low A)
PRESETS = {
    "concert": 466,
    "pipeband": 480,
    "oldscottish": 452,
}

WAVEFORMS = ("sine", "square", "triangle", "sawtooth")


def _pitch_for(preset, custom):
    if custom:
        try:
            hz = float(custom)
        except ValueError:
            raise cherrypy.HTTPError(400, "pitch must be a number")
        if hz < 200 or hz > 1200:
            raise cherrypy.HTTPError(400, "pitch out of range")
        return hz
    if preset not in PRESETS:
        raise cherrypy.HTTPError(400, "unknown preset")
    return PRESETS[preset]


class ToneBench(object):

    @cherrypy.expose
    def index(self):
        return "Reed bench tone generator. Use /tone?preset=pipeband&seconds=4"

    @cherrypy.expose
    def tone(self, preset="pipeband", pitch=None, seconds="3", wave="sine"):
        hz = _pitch_for(preset, pitch)
        try:
            secs = int(seconds)
        except ValueError:
            secs = 3
        secs = max(1, min(secs, 20))
        if wave not in WAVEFORMS:
            raise cherrypy.HTTPError(400, "unknown waveform")

        fd, outfile = tempfile.mkstemp(".wav")
        os.close(fd)
        try:
            cmd = [SOX, "-n", "-r", "44100", outfile, "synth", str(secs),
                   wave, "%.2f" % hz, "vol", "0.6"]
            proc = subprocess.Popen(cmd,
                                    stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE)
            out, err = proc.communicate()
            if proc.returncode != 0:
                cherrypy.log("sox failed: %s" % err.decode("utf-8", "replace"))
                raise cherrypy.HTTPError(500, "tone generation failed")
            with open(outfile, "rb") as fh:
                data = fh.read()
        finally:
            os.unlink(outfile)

        cherrypy.response.headers["Content-Type"] = "audio/wav"
        return data


if __name__ == "__main__":
    cherrypy.config.update({"server.socket_host": "127.0.0.1",
                            "server.socket_port": 8090})
    cherrypy.quickstart(ToneBench(), "/")
