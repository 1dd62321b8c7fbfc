# Provisioning helper: generates a per-repository SSH deploy key pair on the build host.
import os
import stat
import subprocess
from pathlib import Path

KEY_ROOT = Path(os.environ.get("DEPLOY_KEY_ROOT", "/var/lib/ci/deploy-keys"))


def key_paths(repo_slug: str):
    dir_name = repo_slug.replace("/", "__")
    base = KEY_ROOT / dir_name
    return base / "id_ed25519", base / "id_ed25519.pub"


def generate_deploy_key(repo_slug: str, comment: str = "ci-deploy") -> str:
    private, public = key_paths(repo_slug)
    private.parent.mkdir(parents=True, exist_ok=True)
    if private.exists():
        return public.read_text().strip()
    subprocess.run(
        ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", str(private)],
        check=True,
    )
    os.chmod(private, stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO)
    os.chmod(public, stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH)
    return public.read_text().strip()


def rotate_deploy_key(repo_slug: str) -> str:
    private, public = key_paths(repo_slug)
    for path in (private, public):
        if path.exists():
            path.unlink()
    return generate_deploy_key(repo_slug)


if __name__ == "__main__":
    import sys

    print(generate_deploy_key(sys.argv[1]))
