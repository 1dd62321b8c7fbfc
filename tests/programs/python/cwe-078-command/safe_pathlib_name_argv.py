# converts an upload whose name went through Path(...).name, under a fixed folder, without a shell
import subprocess
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)
UPLOADS = Path("/srv/uploads")


@app.route("/pdf", methods=["POST"])
def pdf():
    name = Path(request.form["doc"]).name
    src = UPLOADS / name
    args = ["libreoffice", "--headless", "--convert-to", "pdf", str(src)]
    subprocess.run(args, check=True, timeout=120)
    return "ok"
