# converts an uploaded office document to PDF with LibreOffice
import os
import subprocess
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)
UPLOADS = Path("/srv/uploads")


@app.route("/pdf", methods=["POST"])
def to_pdf():
    name = os.path.basename(request.form["doc"])
    cmd = ["libreoffice", "--headless", "--convert-to", "pdf", "--outdir", "/srv/pdf", str(UPLOADS / name)]
    subprocess.run(cmd, check=True, timeout=120)
    return "ok"
