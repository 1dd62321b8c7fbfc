# Nightly job that uploads compressed database dumps to the offsite backup host over SFTP.
import datetime
import os
import pathlib

import paramiko

BACKUP_HOST = os.environ.get("BACKUP_HOST", "backup01.offsite.example.net")
BACKUP_USER = os.environ.get("BACKUP_USER", "dbbackup")
KEY_PATH = os.environ.get("BACKUP_SSH_KEY", "/etc/backup/id_ed25519")
KNOWN_HOSTS = os.environ.get("BACKUP_KNOWN_HOSTS", "/etc/backup/known_hosts")
DUMP_DIR = pathlib.Path("/var/backups/postgres")
REMOTE_DIR = "/srv/backups/postgres"


def open_client() -> paramiko.SSHClient:
    client = paramiko.SSHClient()
    client.load_host_keys(KNOWN_HOSTS)
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(
        BACKUP_HOST,
        username=BACKUP_USER,
        key_filename=KEY_PATH,
        timeout=30,
        allow_agent=False,
        look_for_keys=False,
    )
    return client


def todays_dumps() -> list:
    stamp = datetime.date.today().strftime("%Y%m%d")
    return sorted(DUMP_DIR.glob(f"*-{stamp}.sql.gz"))


def upload_dumps() -> int:
    dumps = todays_dumps()
    if not dumps:
        return 0
    client = open_client()
    try:
        sftp = client.open_sftp()
        for dump in dumps:
            sftp.put(str(dump), f"{REMOTE_DIR}/{dump.name}")
        sftp.close()
    finally:
        client.close()
    return len(dumps)


if __name__ == "__main__":
    print(f"uploaded {upload_dumps()} dump(s)")
