# Bootstrap step for a shared CI build agent that writes container registry credentials for a job.
import base64
import json
import os
import stat
import tempfile
from pathlib import Path

AGENT_HOME = Path(os.environ.get("AGENT_HOME", "/var/lib/build-agent"))
CONFIG_MODE = stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH


class RegistryLogin:
    def __init__(self, job_id: int, registry: str, username: str, token: str):
        self.job_id = job_id
        self.registry = registry
        self.username = username
        self.token = token

    def docker_config(self) -> bytes:
        auth = base64.b64encode(f"{self.username}:{self.token}".encode()).decode()
        return json.dumps({"auths": {self.registry: {"auth": auth}}}, indent=2).encode()


def _atomic_write(target: Path, data: bytes, mode: int) -> None:
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        os.unlink(tmp)
        raise


def install_registry_login(login: RegistryLogin) -> dict:
    docker_dir = AGENT_HOME / "jobs" / str(login.job_id) / ".docker"
    docker_dir.mkdir(parents=True, exist_ok=True)

    config_path = docker_dir / "config.json"
    _atomic_write(config_path, login.docker_config(), CONFIG_MODE)

    return {"DOCKER_CONFIG": str(docker_dir)}
