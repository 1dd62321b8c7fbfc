# Timesheet export download for construction site crews: controller, export service, storage helper.
import os
from dataclasses import dataclass

from flask import Flask, abort, request, send_file

app = Flask(__name__)


@dataclass
class ExportConfig:
    root: str = "/srv/sitebook/exports"
    default_name: str = "latest.csv"


class ExportStorage:
    def __init__(self, cfg: ExportConfig):
        self.cfg = cfg

    def resolve(self, site_code: str, filename: str) -> str:
        root = os.path.realpath(self.cfg.root)
        candidate = os.path.realpath(os.path.join(root, site_code, filename))
        if os.path.commonpath([root, candidate]) != root:
            raise PermissionError(candidate)
        return candidate


class TimesheetExportService:
    def __init__(self, storage: ExportStorage):
        self.storage = storage

    def locate(self, site_code: str, filename: str) -> str:
        if not filename:
            filename = self.storage.cfg.default_name
        path = self.storage.resolve(site_code, filename)
        if not os.path.isfile(path):
            raise FileNotFoundError(path)
        return path


service = TimesheetExportService(ExportStorage(ExportConfig()))


@app.get("/sites/<site_code>/timesheets/download")
def download_timesheet(site_code: str):
    filename = request.args.get("file", "")
    try:
        path = service.locate(site_code, filename)
    except PermissionError:
        abort(403)
    except FileNotFoundError:
        abort(404)
    return send_file(path, as_attachment=True)
