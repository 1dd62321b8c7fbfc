# A key cutting queue program of the h71 set (cwe-078-command).
import json
import logging
import os
import re
import shlex
import subprocess

import pika

log = logging.getLogger("keybench")

AMQP_URL = os.environ.get("AMQP_URL", "amqp://keybench:keybench@mq.internal:5672/%2F")
QUEUE = "keybench.jobs"
BLANK_RE = re.compile(r"[A-Z]{2,4}\d{1,3}")
BITTING_RE = re.compile(r"[0-9]{4,7}")
TAG_TEXT_RE = re.compile(r"[A-Za-z0-9 .#-]{1,24}")
CUTTER = "/opt/keybench/bin/cutterctl"
ENGRAVER = "/opt/keybench/bin/engravectl"


class JobRejected(Exception):
    pass


def run_machine(command: str) -> None:
    log.info("running: %s", command)
    subprocess.run(command, shell=True, check=True, timeout=300)


def handle_job(job: dict) -> None:
    match job:
        case {"kind": "cut", "blank": str(blank), "bitting": str(bitting)} if (
            BLANK_RE.fullmatch(blank) and BITTING_RE.fullmatch(bitting)
        ):
            run_machine(f"{CUTTER} --blank {blank} --bitting {bitting}")
        case {"kind": "engrave", "text": str(text)} if TAG_TEXT_RE.fullmatch(text):
            run_machine(f"{ENGRAVER} --font block --text {shlex.quote(text)}")
        case {"kind": "cut" | "engrave"}:
            raise JobRejected("job fields failed validation")
        case _:
            raise JobRejected(f"unknown job kind: {job.get('kind')!r}")


def on_message(channel, method, properties, body: bytes) -> None:
    try:
        job = json.loads(body)
        if not isinstance(job, dict):
            raise JobRejected("job must be an object")
        handle_job(job)
    except (json.JSONDecodeError, JobRejected) as exc:
        log.warning("rejecting job %s: %s", properties.message_id, exc)
        channel.basic_nack(method.delivery_tag, requeue=False)
    except subprocess.CalledProcessError as exc:
        log.error("machine error on job %s: %s", properties.message_id, exc)
        channel.basic_nack(method.delivery_tag, requeue=True)
    else:
        channel.basic_ack(method.delivery_tag)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    connection = pika.BlockingConnection(pika.URLParameters(AMQP_URL))
    channel = connection.channel()
    channel.queue_declare(queue=QUEUE, durable=True)
    channel.basic_qos(prefetch_count=1)
    channel.basic_consume(queue=QUEUE, on_message_callback=on_message)
    try:
        channel.start_consuming()
    finally:
        connection.close()


if __name__ == "__main__":
    main()
