# A studio ice sculptors' carving preview render worker program of the h76 set (cwe-078-command).
import json
import logging
import os
import subprocess

import pika

log = logging.getLogger("render-worker")
OUTPUT_DIR = os.environ.get("RENDER_OUTPUT", "/srv/icecarve/previews")
MODEL_DIR = os.environ.get("MODEL_DIR", "/srv/icecarve/models")


def model_path(name: str) -> str:
    return os.path.join(MODEL_DIR, os.path.basename(name))


class OpenScadRenderer:
    binary = "openscad"

    def build_command(self, job: dict) -> list:
        out = os.path.join(OUTPUT_DIR, os.path.basename(job["output"]) + ".png")
        return [self.binary, "-o", out, "-D", f"height={float(job['height'])}", model_path(job["model"])]


class BlenderRenderer:
    binary = "blender"

    def build_command(self, job: dict) -> list:
        out = os.path.join(OUTPUT_DIR, os.path.basename(job["output"]) + "_####")
        return [self.binary, "-b", model_path(job["model"]), "-o", out, "-f", "1"]


RENDERERS = {"openscad": OpenScadRenderer(), "blender": BlenderRenderer()}


class CommandRunner:
    def __init__(self, timeout: int = 300):
        self.timeout = timeout

    def run(self, command) -> int:
        log.info("running %s", command)
        result = subprocess.run(command, shell=False, timeout=self.timeout,
                                capture_output=True, text=True)
        if result.returncode != 0:
            log.warning("render failed: %s", result.stderr[-500:])
        return result.returncode


class RenderWorker:
    def __init__(self, renderers: dict, runner: CommandRunner):
        self.renderers = renderers
        self.runner = runner

    def handle(self, job: dict) -> int:
        renderer = self.renderers.get(job.get("engine", "openscad"))
        if renderer is None:
            log.error("unknown engine %r", job.get("engine"))
            return 2
        return self.runner.run(renderer.build_command(job))

    def on_message(self, channel, method, properties, body):
        try:
            job = json.loads(body)
            code = self.handle(job)
            log.info("job %s finished with %d", job.get("output"), code)
        except (ValueError, KeyError) as exc:
            log.error("rejected job: %s", exc)
        channel.basic_ack(delivery_tag=method.delivery_tag)


def main():
    logging.basicConfig(level=logging.INFO)
    params = pika.URLParameters(os.environ.get("AMQP_URL", "amqp://localhost:5672/%2F"))
    connection = pika.BlockingConnection(params)
    channel = connection.channel()
    channel.queue_declare(queue="sculpture.render", durable=True)
    worker = RenderWorker(RENDERERS, CommandRunner())
    channel.basic_qos(prefetch_count=1)
    channel.basic_consume(queue="sculpture.render", on_message_callback=worker.on_message)
    channel.start_consuming()


if __name__ == "__main__":
    main()
