# Flask diagnostics endpoint that pings a cell site's management address and returns the output.
import os
import re
import subprocess
from dataclasses import dataclass

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
PING_BIN = os.environ.get("PING_BIN", "/bin/ping")
HOST_RE = re.compile(r"[a-z0-9.-]+")


@dataclass
class ProbeRequest:
    site_id: str
    host: str
    count: int


class ProbeRunner:
    def __init__(self, binary: str, timeout: int = 20):
        self.binary = binary
        self.timeout = timeout

    def run(self, probe: ProbeRequest) -> str:
        cmd = f"{self.binary} -c {probe.count} -W 2 {probe.host}"
        proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=self.timeout)
        return proc.stdout


class DiagnosticsService:
    def __init__(self, runner: ProbeRunner):
        self.runner = runner

    def probe(self, site_id: str, host: str, count: int) -> dict:
        host = host.strip().lower()
        if not HOST_RE.match(host):
            raise ValueError("bad host")
        count = max(1, min(count, 10))
        output = self.runner.run(ProbeRequest(site_id, host, count))
        return {"site": site_id, "host": host, "output": output}


service = DiagnosticsService(ProbeRunner(PING_BIN))


@app.post("/sites/<site_id>/ping")
def ping_site(site_id: str):
    body = request.get_json(silent=True) or {}
    try:
        result = service.probe(site_id, str(body.get("host", "")), int(body.get("count", 3)))
    except ValueError:
        abort(400)
    return jsonify(result)
