# Flask endpoint and Celery task that package a project workspace into a tarball backup.
import os
import re
import subprocess

from celery import Celery
from flask import Flask, jsonify, request

celery_app = Celery("backups", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/0"))
app = Flask(__name__)

WORKSPACE_ROOT = "/srv/workspaces"
BACKUP_ROOT = "/var/backups/workspaces"
LABEL_RE = re.compile(r"[\w-]{1,40}")


def build_archive_command(project: str, label: str) -> list:
    source = os.path.join(WORKSPACE_ROOT, project)
    target = os.path.join(BACKUP_ROOT, f"{project}-{label}.tar.gz")
    return ["tar", "-czf", target, "-C", source, "."]


@celery_app.task(bind=True, max_retries=2)
def archive_workspace(self, project: str, label: str) -> int:
    command = build_archive_command(project, label)
    status = subprocess.run(command, check=False).returncode
    if status != 0:
        raise self.retry(countdown=30)
    return status


@app.post("/api/workspaces/<project>/backup")
def request_backup(project):
    if not project.isidentifier():
        return jsonify(error="bad project"), 400
    label = request.form.get("label", "manual")
    if not LABEL_RE.fullmatch(label):
        return jsonify(error="bad label"), 400
    result = archive_workspace.delay(project, label)
    return jsonify(task_id=result.id), 202
