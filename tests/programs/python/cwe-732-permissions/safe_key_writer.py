# Provisioning script that generates an SSH deploy key for a build agent and writes it to disk.
import argparse
import os
import stat
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

KEY_MODE = stat.S_IRUSR | stat.S_IWUSR
PUB_MODE = stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH


def generate_keypair(comment: str):
    private_key = Ed25519PrivateKey.generate()
    private_bytes = private_key.private_bytes(
        encoding=serialization.Encoding.PEM,
        format=serialization.PrivateFormat.OpenSSH,
        encryption_algorithm=serialization.NoEncryption(),
    )
    public_bytes = private_key.public_key().public_bytes(
        encoding=serialization.Encoding.OpenSSH,
        format=serialization.PublicFormat.OpenSSH,
    )
    return private_bytes, public_bytes + b" " + comment.encode() + b"\n"


def write_key(path: Path, data: bytes, mode: int):
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    os.chmod(path, mode)


def main():
    parser = argparse.ArgumentParser(description="Create a deploy key for a build agent")
    parser.add_argument("agent")
    parser.add_argument("--dir", default="/etc/build-agent/keys")
    args = parser.parse_args()
    key_dir = Path(args.dir)
    private_bytes, public_bytes = generate_keypair(f"deploy@{args.agent}")
    write_key(key_dir / f"{args.agent}_ed25519", private_bytes, KEY_MODE)
    write_key(key_dir / f"{args.agent}_ed25519.pub", public_bytes, PUB_MODE)
    print(f"deploy key for {args.agent} written to {key_dir}")


if __name__ == "__main__":
    main()
