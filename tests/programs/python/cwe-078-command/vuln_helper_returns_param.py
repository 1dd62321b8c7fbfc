# helper in the same module returns the form value, which becomes an os.system command
import os

from flask import Flask, request

app = Flask(__name__)


def target_host(req):
    host = req.form.get("host", "localhost")
    return host.strip()


@app.route("/ping", methods=["POST"])
def ping():
    host = target_host(request)
    code = os.system("ping -c 1 " + host)
    return {"exit": code}
