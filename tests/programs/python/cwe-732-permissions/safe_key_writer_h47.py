# Provisioning helper that generates an Ed25519 deploy key pair for a repository mirror job.
import os
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

KEY_DIR = Path(os.environ.get("DEPLOY_KEY_DIR", "/var/lib/mirror/keys"))


def _serialize(key: Ed25519PrivateKey) -> tuple:
    private_pem = key.private_bytes(
        encoding=serialization.Encoding.PEM,
        format=serialization.PrivateFormat.OpenSSH,
        encryption_algorithm=serialization.NoEncryption(),
    )
    public_line = key.public_key().public_bytes(
        encoding=serialization.Encoding.OpenSSH,
        format=serialization.PublicFormat.OpenSSH,
    )
    return private_pem, public_line


def write_key_pair(mirror_name: str) -> Path:
    if not mirror_name.replace("-", "").isalnum():
        raise ValueError("invalid mirror name")
    KEY_DIR.mkdir(parents=True, exist_ok=True, mode=0o700)
    private_pem, public_line = _serialize(Ed25519PrivateKey.generate())
    private_path = KEY_DIR / f"{mirror_name}_ed25519"
    fd = os.open(private_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(private_pem)
    os.chmod(private_path, 0o600)
    public_path = private_path.with_suffix(".pub")
    public_path.write_bytes(public_line + b" mirror@" + mirror_name.encode() + b"\n")
    os.chmod(public_path, 0o644)
    return private_path


if __name__ == "__main__":
    import sys

    print(write_key_pair(sys.argv[1]))
