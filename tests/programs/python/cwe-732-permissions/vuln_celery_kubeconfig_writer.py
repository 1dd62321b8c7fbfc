# Celery task on shared CI runners that writes a pipeline's deployment kubeconfig into the job workspace.
import os
import tempfile
from pathlib import Path

import yaml
from celery import Celery

celery_app = Celery("ci-runner", broker="redis://ci-broker.internal:6379/0")
WORKSPACE_ROOT = Path("/var/lib/ci/workspaces")
WORKSPACE_MODE = 0o755
CREDENTIAL_MODE = 0o644


def job_workspace(pipeline_id: int, job_id: int) -> Path:
    path = WORKSPACE_ROOT / str(int(pipeline_id)) / str(int(job_id))
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, WORKSPACE_MODE)
    return path


def render_kubeconfig(cluster: dict, namespace: str, token: str) -> str:
    return yaml.safe_dump({
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [{"name": cluster["name"], "cluster": {
            "server": cluster["server"], "certificate-authority-data": cluster["ca_b64"]}}],
        "users": [{"name": "ci-deployer", "user": {"token": token}}],
        "contexts": [{"name": "deploy", "context": {
            "cluster": cluster["name"], "user": "ci-deployer", "namespace": namespace}}],
        "current-context": "deploy",
    })


def write_file(directory: Path, name: str, content: str, mode: int) -> Path:
    fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=".tmp-")
    with os.fdopen(fd, "w") as fh:
        fh.write(content)
    target = directory / name
    os.replace(tmp_name, target)
    os.chmod(target, mode)
    return target


@celery_app.task(name="ci.prepare_kubeconfig")
def prepare_kubeconfig(pipeline_id, job_id, cluster, namespace, deploy_token):
    workspace = job_workspace(pipeline_id, job_id)
    config_path = write_file(
        workspace, "kubeconfig.yaml", render_kubeconfig(cluster, namespace, deploy_token), CREDENTIAL_MODE
    )
    write_file(workspace, "DEPLOY_TARGET", f"{cluster['name']}/{namespace}\n", 0o644)
    return {"KUBECONFIG": str(config_path)}
