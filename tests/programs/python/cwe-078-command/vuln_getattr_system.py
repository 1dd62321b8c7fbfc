# maintenance endpoint that looks up the runner by name
import os
from flask import Flask, request

app = Flask(__name__)


@app.route("/clean")
def clean():
    folder = request.args.get("folder", "tmp")
    runner = getattr(os, "system")
    runner("rm -rf /srv/cache/" + folder)
    return {"ok": True}
