# Print job submission for a print shop: controller, job service and printer backend strategies.
import subprocess
from abc import ABC, abstractmethod
from dataclasses import dataclass

from flask import Flask, jsonify, request

app = Flask(__name__)
QUEUES = {"a3": "plotter_a3", "a4": "laser_a4", "photo": "epson_photo"}


@dataclass
class PrintJob:
    queue: str
    title: str
    copies: int
    path: str


class PrinterBackend(ABC):
    @abstractmethod
    def submit(self, job: PrintJob) -> str:
        ...


class DryRunBackend(PrinterBackend):
    def submit(self, job: PrintJob) -> str:
        return f"dry-run:{job.queue}:{job.copies}"


class CupsBackend(PrinterBackend):
    def submit(self, job: PrintJob) -> str:
        cmd = f'lp -d {job.queue} -n {job.copies} -t "{job.title}" {job.path}'
        out = subprocess.run(cmd, shell=True, capture_output=True, text=True, check=True)
        return out.stdout.strip()


class BackendFactory:
    @staticmethod
    def create(mode: str) -> PrinterBackend:
        return DryRunBackend() if mode == "dry" else CupsBackend()


class PrintService:
    def __init__(self, backend: PrinterBackend):
        self.backend = backend

    def enqueue(self, form) -> str:
        queue = QUEUES.get(form.get("format"), "laser_a4")
        copies = max(1, min(int(form.get("copies", 1)), 500))
        order_id = int(form.get("order_id", "0"))
        path = f"/srv/printshop/ready/{order_id}.pdf"
        title = form.get("title", "untitled")[:120]
        return self.backend.submit(PrintJob(queue, title, copies, path))


service = PrintService(BackendFactory.create(app.config.get("PRINT_MODE", "cups")))


@app.post("/orders/print")
def submit_print():
    try:
        return jsonify(job=service.enqueue(request.form))
    except ValueError:
        return jsonify(error="copies and order_id must be numbers"), 400
    except subprocess.CalledProcessError as exc:
        return jsonify(error=exc.stderr), 502
