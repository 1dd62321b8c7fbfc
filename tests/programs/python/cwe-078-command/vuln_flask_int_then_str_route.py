# export jobs addressed by numeric id (v1) or by job name (v2)
import subprocess

from flask import Flask

app = Flask(__name__)


@app.route("/v1/export/<int:job>")
@app.route("/v2/export/<job>")
def export(job):
    subprocess.run(f"tar czf /tmp/export.tgz /srv/jobs/{job}", shell=True, check=True)
    return {"ok": True}
