# Pyramid view that queues a Celery job to flash firmware onto fleet gateway devices.
import re
import shlex
import subprocess

from celery import Celery
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

celery_app = Celery("fleet", broker="redis://localhost:6379/3")
SERIAL_PORT_RE = re.compile(r"^/dev/tty(USB|ACM)[0-9]{1,2}$")
FLASH_TOOL = "/opt/fleet/bin/fwflash"


class FlashRequest:
    def __init__(self, port, image, reboot):
        self.port = port
        self.image = image
        self.reboot = reboot

    def command_line(self):
        parts = [FLASH_TOOL, "--port", shlex.quote(self.port), "--image", shlex.quote(self.image)]
        if self.reboot:
            parts.append("--reboot")
        return " ".join(parts)


@celery_app.task(bind=True, max_retries=2)
def flash_device(self, port, image, reboot):
    job = FlashRequest(port, image, reboot)
    result = subprocess.run(job.command_line(), shell=True, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        raise self.retry(countdown=30, exc=RuntimeError(result.stderr[-500:]))
    return {"port": port, "output": result.stdout[-2000:]}


@view_config(route_name="flash", request_method="POST", renderer="json")
def flash_view(request):
    body = request.json_body
    port = body.get("port", "")
    image = body.get("image", "")
    if not SERIAL_PORT_RE.match(port):
        raise HTTPBadRequest(json_body={"error": "unknown serial port"})
    if not image.endswith(".bin"):
        raise HTTPBadRequest(json_body={"error": "firmware must be a .bin file"})
    async_result = flash_device.delay(port, image, bool(body.get("reboot")))
    return {"task_id": async_result.id, "status": "queued"}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("flash", "/devices/flash")
        config.scan()
        return config.make_wsgi_app()
