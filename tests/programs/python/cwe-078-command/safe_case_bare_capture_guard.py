# restarts a service chosen from the known list
import subprocess

from flask import Flask, request

app = Flask(__name__)
SERVICES = {"nginx", "redis", "worker"}


@app.post("/restart")
def restart():
    match request.form.get("svc", ""):
        case svc if svc in SERVICES:
            subprocess.run("systemctl restart " + svc, shell=True)
            return {"ok": True}
        case _:
            return {"error": "unknown service"}, 400
