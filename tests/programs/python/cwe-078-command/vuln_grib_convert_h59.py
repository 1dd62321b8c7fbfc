# Unseen set h59: grib convert
"""RabbitMQ worker that converts GRIB forecast files for the regional weather station network."""
import json
import logging
import os
import subprocess
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

import pika

log = logging.getLogger("grib-worker")


class OutputFormat(Enum):
    CSV = "csv"
    NETCDF = "netcdf"


@dataclass
class ConversionJob:
    station_code: str
    grib_file: str
    output: OutputFormat

    @classmethod
    def from_body(cls, body: bytes) -> "ConversionJob":
        data = json.loads(body)
        return cls(
            station_code=data["station"],
            grib_file=data["grib_file"],
            output=OutputFormat(data.get("format", "csv")),
        )


class Wgrib2Runner:
    def __init__(self, binary: str, workdir: Path) -> None:
        self._binary = binary
        self._workdir = workdir

    def convert(self, source: str, target: str, output: OutputFormat) -> None:
        flag = "-csv" if output is OutputFormat.CSV else "-netcdf"
        command = f"{self._binary} {source} {flag} {target}"
        subprocess.run(command, shell=True, check=True, cwd=self._workdir, timeout=600)


class ForecastConversionService:
    def __init__(self, runner: Wgrib2Runner, outbox: Path) -> None:
        self._runner = runner
        self._outbox = outbox

    def handle(self, job: ConversionJob) -> Path:
        extension = "csv" if job.output is OutputFormat.CSV else "nc"
        target = self._outbox / f"{Path(job.grib_file).stem}.{extension}"
        self._runner.convert(job.grib_file, str(target), job.output)
        return target


def main() -> None:
    workdir = Path(os.environ.get("GRIB_INBOX", "/var/lib/grib/inbox"))
    service = ForecastConversionService(
        Wgrib2Runner("wgrib2", workdir),
        Path(os.environ.get("GRIB_OUTBOX", "/var/lib/grib/outbox")),
    )

    def on_message(channel, method, properties, body):
        try:
            job = ConversionJob.from_body(body)
            result = service.handle(job)
            log.info("station %s: wrote %s", job.station_code, result)
            channel.basic_ack(delivery_tag=method.delivery_tag)
        except (KeyError, ValueError, subprocess.CalledProcessError) as exc:
            log.error("conversion rejected: %s", exc)
            channel.basic_nack(delivery_tag=method.delivery_tag, requeue=False)

    params = pika.URLParameters(os.environ["AMQP_URL"])
    connection = pika.BlockingConnection(params)
    channel = connection.channel()
    channel.queue_declare(queue="grib.convert", durable=True)
    channel.basic_qos(prefetch_count=1)
    channel.basic_consume(queue="grib.convert", on_message_callback=on_message)
    channel.start_consuming()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
