# packs a folder: the name keeps only letters, digits, `_`, `.` and `-`, so it can still be
# an option of tar (`--checkpoint=1`)
import re
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.post("/pack")
def pack():
    name = re.sub(r"[^\w.-]", "", request.form["folder"])
    subprocess.run(["tar", "-czf", "/srv/archives/out.tgz", name], cwd="/srv/data", check=True)
    return "ok"
