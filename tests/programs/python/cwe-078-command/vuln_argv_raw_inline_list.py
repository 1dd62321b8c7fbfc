# clones a repository given in the form: raw request data as a whole argument can be
# `--upload-pack=touch /tmp/pwned`
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.post("/mirror")
def mirror():
    repo = request.form["repo"]
    subprocess.run(["git", "clone", "--depth", "1", repo, "/srv/mirror/current"], check=True)
    return "queued"
