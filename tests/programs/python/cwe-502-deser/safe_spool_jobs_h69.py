# A spool jobs program of the h69 set (cwe-502-deser).
import json
import logging
import threading
import time
from dataclasses import dataclass

import pika

log = logging.getLogger("winder")

AMQP_URL = "amqps://winder:{pw}@mq.hempandhawser.co.uk:5671/production"
QUEUE = "winding.jobs"

# job id -> raw job payload waiting for a free winder
PENDING: dict[str, bytes] = {}
_pending_lock = threading.Lock()


@dataclass
class WindingJob:
    job_id: str
    fibre: str
    length_m: float
    diameter_mm: float
    spool: str


def on_message(channel, method, properties, body):
    job_id = properties.message_id or f"job-{method.delivery_tag}"
    with _pending_lock:
        PENDING[job_id] = body
    channel.basic_ack(delivery_tag=method.delivery_tag)
    log.info("queued %s (%d bytes)", job_id, len(body))


def decode_job(job_id: str, payload: bytes) -> WindingJob:
    data = json.loads(payload)
    if not isinstance(data, dict):
        raise ValueError("job payload must be an object")
    return WindingJob(
        job_id=job_id,
        fibre=str(data["fibre"]),
        length_m=float(data["length_m"]),
        diameter_mm=float(data["diameter_mm"]),
        spool=str(data.get("spool", "standard")),
    )


def run_winder(job: WindingJob) -> None:
    turns = job.length_m / (3.1416 * 0.45)
    log.info("winding %s: %.0f m of %s at %.1f mm (%d turns)", job.job_id, job.length_m,
             job.fibre, job.diameter_mm, int(turns))
    time.sleep(min(job.length_m / 200, 30))


def winder_loop():
    while True:
        with _pending_lock:
            item = next(iter(PENDING.items()), None)
            if item:
                del PENDING[item[0]]
        if item is None:
            time.sleep(2)
            continue
        job_id, payload = item
        try:
            run_winder(decode_job(job_id, payload))
        except (ValueError, KeyError, TypeError) as exc:
            log.error("job %s rejected: %s", job_id, exc)


def main(password: str):
    threading.Thread(target=winder_loop, daemon=True).start()
    params = pika.URLParameters(AMQP_URL.format(pw=password))
    conn = pika.BlockingConnection(params)
    channel = conn.channel()
    channel.queue_declare(queue=QUEUE, durable=True)
    channel.basic_qos(prefetch_count=10)
    channel.basic_consume(queue=QUEUE, on_message_callback=on_message)
    channel.start_consuming()


if __name__ == "__main__":
    import os

    logging.basicConfig(level=logging.INFO)
    main(os.environ["WINDER_MQ_PASSWORD"])
