# Provisions per-tenant TLS private keys for the ingress controller.
import os
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

KEY_ROOT = Path(os.environ.get("TENANT_KEY_ROOT", "/etc/ingress/tenants"))
KEY_FILE_MODE = 0o600
DIR_MODE = 0o750


def tenant_dir(tenant_slug: str) -> Path:
    if not tenant_slug.isidentifier():
        raise ValueError("invalid tenant slug")
    path = KEY_ROOT / tenant_slug
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    return path


def generate_key_pem() -> bytes:
    key = ec.generate_private_key(ec.SECP256R1())
    return key.private_bytes(
        encoding=serialization.Encoding.PEM,
        format=serialization.PrivateFormat.PKCS8,
        encryption_algorithm=serialization.NoEncryption(),
    )


def write_private_key(tenant_slug: str) -> Path:
    path = tenant_dir(tenant_slug) / "tls.key"
    pem = generate_key_pem()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(pem)
    os.chmod(path, KEY_FILE_MODE)
    return path


def provision(tenants: list[str]) -> dict[str, str]:
    written = {}
    for slug in tenants:
        written[slug] = str(write_private_key(slug))
    return written


if __name__ == "__main__":
    import sys
    print(provision(sys.argv[1:]))
