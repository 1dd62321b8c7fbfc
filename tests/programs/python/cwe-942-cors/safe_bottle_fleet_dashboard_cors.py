# Bottle JSON API behind the IoT fleet dashboard, with cross-origin access for the dashboard front-ends.
from bottle import Bottle, abort, request, response

app = Bottle()
DASHBOARD_ORIGINS = frozenset({"https://fleetops.example.com", "https://staging.fleetops.example.com"})
DEVICES = {}


def origin_allowed(origin: str) -> bool:
    return origin in DASHBOARD_ORIGINS


@app.hook("after_request")
def apply_cors():
    origin = request.get_header("Origin")
    if origin and origin_allowed(origin):
        response.set_header("Access-Control-Allow-Origin", origin)
        response.set_header("Access-Control-Allow-Credentials", "true")
        response.set_header("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
        response.set_header("Access-Control-Allow-Headers", "Content-Type")
        response.add_header("Vary", "Origin")


@app.route("/api/<path:path>", method="OPTIONS")
def preflight(path):
    return {}


def current_operator():
    operator = request.get_cookie("fleet_operator", secret=app.config.get("cookie.secret"))
    if not operator:
        abort(401, "sign in required")
    return operator


@app.get("/api/devices")
def list_devices():
    operator = current_operator()
    visible = [d for d in DEVICES.values() if operator in d.get("operators", ())]
    return {"devices": visible}


@app.post("/api/devices/<serial>/reboot")
def reboot_device(serial):
    operator = current_operator()
    device = DEVICES.get(serial)
    if not device or operator not in device.get("operators", ()):
        abort(404, "unknown device")
    device["pending_command"] = "reboot"
    return {"serial": serial, "queued": "reboot"}
