# disk usage page: shows the output of df for a mount point chosen in the form
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/usage")
def usage():
    mount = request.args.get("mount", "/")
    result = subprocess.run(["df", "-h", "--", mount], capture_output=True, text=True)
    return "<pre>" + result.stdout + "</pre>"
