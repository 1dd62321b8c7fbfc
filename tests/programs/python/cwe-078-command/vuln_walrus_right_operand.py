# network diagnostics form that pings the host the operator typed
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/diag", methods=["GET", "POST"])
def diag():
    host = "localhost"
    if request.method == "POST" and (host := request.form.get("host", "")):
        pass
    out = subprocess.run(f"ping -c 1 {host}", shell=True, capture_output=True, text=True)
    return {"out": out.stdout}
