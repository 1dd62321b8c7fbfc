# packs one folder of the data area, refusing a name that would read as an option
import os
import subprocess

from flask import Flask, abort, request

app = Flask(__name__)


@app.post("/pack")
def pack():
    folder = os.path.basename(request.form["folder"])
    if folder.startswith("-"):
        abort(400)
    archive = f"/srv/archives/{folder}.tgz"
    subprocess.run(["tar", "-czf", archive, folder], cwd="/srv/data", check=True)
    return {"archive": archive}
