# A plotter upload program of the h63 set (cwe-319-cleartext).
"""Celery task that ships finished sail cut files to the loft's plotter server."""
import ftplib
import io
import json
import logging
import os
from dataclasses import dataclass

from celery import Celery

log = logging.getLogger(__name__)

app = Celery("sail_loft", broker=os.environ["CELERY_BROKER_URL"])


@dataclass(frozen=True)
class PlotterSettings:
    host: str
    user: str
    password: str
    inbox: str

    @classmethod
    def from_env(cls) -> "PlotterSettings":
        return cls(
            host=os.environ["PLOTTER_HOST"],
            user=os.environ["PLOTTER_USER"],
            password=os.environ["PLOTTER_PASSWORD"],
            inbox=os.environ.get("PLOTTER_INBOX", "/inbox"),
        )


@dataclass
class CutFile:
    job_id: str
    sail_type: str
    hpgl: str

    @property
    def remote_name(self) -> str:
        return f"{self.job_id}-{self.sail_type}.plt"


class PlotterGateway:
    def __init__(self, settings: PlotterSettings):
        self._settings = settings

    def _connect(self) -> ftplib.FTP:
        ftp = ftplib.FTP(self._settings.host, timeout=30)
        ftp.login(self._settings.user, self._settings.password)
        return ftp

    def deliver(self, cut_file: CutFile) -> None:
        ftp = self._connect()
        try:
            ftp.cwd(self._settings.inbox)
            ftp.storbinary(f"STOR {cut_file.remote_name}", io.BytesIO(cut_file.hpgl.encode("ascii")))
        finally:
            ftp.quit()


class CutFileRepository:
    def load(self, job_id: str) -> CutFile:
        path = os.path.join("/var/lib/sail-loft/cutfiles", f"{int(job_id)}.json")
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        return CutFile(job_id=str(int(job_id)), sail_type=data["sail_type"], hpgl=data["hpgl"])


@app.task(bind=True, autoretry_for=(ftplib.error_temp, OSError), retry_backoff=True, max_retries=4)
def send_cut_file(self, job_id: str) -> str:
    cut_file = CutFileRepository().load(job_id)
    PlotterGateway(PlotterSettings.from_env()).deliver(cut_file)
    log.info("cut file %s delivered", cut_file.remote_name)
    return cut_file.remote_name
