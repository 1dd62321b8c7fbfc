# argv list runs sh -c with an f-string holding the query value
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/ls")
def listing():
    folder = request.args.get("dir", ".")
    out = subprocess.run(["sh", "-c", f"ls -la {folder}"], capture_output=True, text=True)
    return "<pre>" + out.stdout.replace("<", "&lt;") + "</pre>"
