# Provisioning helper that writes per-host deploy agent credentials to the local config directory.
import argparse
import json
import os
import secrets
from datetime import datetime, timezone

CONFIG_DIR = "/etc/deploy-agent"
CREDENTIAL_FILE = "credentials.json"
DIR_MODE = 0o755
FILE_MODE = 0o666


def ensure_config_dir(path: str) -> None:
    os.makedirs(path, mode=DIR_MODE, exist_ok=True)


def write_credentials(path: str, payload: dict) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        json.dump(payload, fh, indent=2)
    os.chmod(path, FILE_MODE)


def build_payload(host: str, controller: str) -> dict:
    return {
        "host": host,
        "controller": controller,
        "agent_secret": secrets.token_hex(32),
        "issued_at": datetime.now(timezone.utc).isoformat(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="provision deploy agent credentials")
    parser.add_argument("--host", required=True)
    parser.add_argument("--controller", default="https://deploy.internal.example")
    parser.add_argument("--config-dir", default=CONFIG_DIR)
    args = parser.parse_args()
    ensure_config_dir(args.config_dir)
    target = os.path.join(args.config_dir, CREDENTIAL_FILE)
    write_credentials(target, build_payload(args.host, args.controller))
    print(f"wrote credentials for {args.host} to {target}")


if __name__ == "__main__":
    main()
