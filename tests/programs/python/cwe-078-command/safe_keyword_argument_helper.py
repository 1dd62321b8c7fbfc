# Flask endpoint that runs a maintenance task through a small helper.
import subprocess

from flask import Flask, request

app = Flask(__name__)


def run_task(name, cmd="uptime", timeout=30):
    subprocess.run(cmd, shell=True, timeout=timeout)
    return name


@app.get("/tasks/run")
def run():
    run_task(request.args["c"], cmd="uptime")
    return "ok"
