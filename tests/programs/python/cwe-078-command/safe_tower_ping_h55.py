# Flask endpoint that runs reachability diagnostics from the NOC host against cell tower controllers.
import ipaddress
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)


class DiagnosticError(Exception):
    pass


class Diagnostic:
    timeout = 20

    def __init__(self, target: str):
        self.target = target

    def command(self):
        raise NotImplementedError

    def run(self) -> str:
        proc = subprocess.run(self.command(), capture_output=True, text=True, timeout=self.timeout)
        return proc.stdout


class PingDiagnostic(Diagnostic):
    def command(self):
        return ["ping", "-c", "3", "-W", "2", self.target]


class TraceDiagnostic(Diagnostic):
    timeout = 60

    def command(self):
        return ["traceroute", "-n", "-w", "2", self.target]


DIAGNOSTICS = {"ping": PingDiagnostic, "trace": TraceDiagnostic}


def checked_target(raw: str) -> str:
    try:
        return str(ipaddress.ip_address(raw.strip()))
    except ValueError:
        raise DiagnosticError("bad controller address") from None


@app.post("/towers/diagnostics")
def run_diagnostic():
    body = request.get_json(force=True) or {}
    kind = DIAGNOSTICS.get(body.get("kind", "ping"))
    if kind is None:
        return jsonify(error="unknown diagnostic"), 400
    try:
        diag = kind(checked_target(str(body.get("controller", ""))))
        return jsonify(output=diag.run())
    except DiagnosticError as exc:
        return jsonify(error=str(exc)), 400
    except subprocess.TimeoutExpired:
        return jsonify(error="diagnostic timed out"), 504
