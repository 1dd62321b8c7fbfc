# packs one folder of the data area: the folder name keeps no `/`, but `--checkpoint-action=...`
# has none either and tar reads it as an option
import os
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.post("/pack")
def pack():
    folder = os.path.basename(request.form["folder"])
    archive = f"/srv/archives/{folder}.tgz"
    subprocess.run(["tar", "-czf", archive, folder], cwd="/srv/data", check=True)
    return {"archive": archive}
