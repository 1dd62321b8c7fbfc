# diagnostics endpoint whose runner is picked by a dry-run flag
import os

from flask import Flask, request

app = Flask(__name__)
DRY_RUN = True


@app.route("/diag")
def diag():
    target = request.args.get("host", "localhost")
    runner = os.system
    runner = print
    runner("traceroute " + target)
    return "done"
