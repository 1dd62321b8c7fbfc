# A beat analyzer worker program of the h61 set (cwe-078-command).
"""Beat analysis worker for the watch repair bench.

The timegrapher app saves microphone recordings to shared storage and publishes
a job on the Kafka topic ``bench.recordings``; this worker runs SoX on the
recording and logs amplitude figures for the repair ticket.
"""
import json
import logging
import os
import subprocess
from abc import ABC, abstractmethod
from dataclasses import dataclass

from kafka import KafkaConsumer

RECORDINGS_DIR = "/srv/bench/recordings"
SUPPORTED_RATES = (44100, 48000, 96000)

log = logging.getLogger("beat-analyzer")


@dataclass(frozen=True)
class RecordingJob:
    ticket: str
    recording: str
    sample_rate: int


class JobParser:
    def parse(self, raw: bytes) -> RecordingJob:
        doc = json.loads(raw)
        rate = int(doc.get("sampleRate", 48000))
        if rate not in SUPPORTED_RATES:
            raise ValueError("unsupported sample rate")
        recording = str(doc["recording"])
        # recordings always live directly in the bench folder
        if os.path.basename(recording) != recording or not recording.endswith(".wav"):
            raise ValueError("recording must be a .wav file name")
        return RecordingJob(ticket=str(doc["ticket"]), recording=recording, sample_rate=rate)


class AudioAnalyzer(ABC):
    @abstractmethod
    def stats(self, path: str, rate: int) -> str:
        ...


class SoxAnalyzer(AudioAnalyzer):
    def stats(self, path: str, rate: int) -> str:
        command = f"sox {path} -r {rate} -n stat"
        result = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=60)
        # sox prints its statistics on stderr
        return result.stderr


class BeatReportService:
    def __init__(self, analyzer: AudioAnalyzer, recordings_dir: str):
        self._analyzer = analyzer
        self._dir = recordings_dir

    def report(self, job: RecordingJob) -> dict:
        path = os.path.join(self._dir, job.recording)
        metrics = {}
        for line in self._analyzer.stats(path, job.sample_rate).splitlines():
            key, sep, value = line.partition(":")
            if sep:
                metrics[key.strip()] = value.strip()
        return {
            "ticket": job.ticket,
            "rms": metrics.get("RMS     amplitude"),
            "seconds": metrics.get("Length (seconds)"),
        }


def run() -> None:
    logging.basicConfig(level=logging.INFO)
    consumer = KafkaConsumer(
        "bench.recordings",
        bootstrap_servers=os.environ["KAFKA_BOOTSTRAP"].split(","),
        group_id="beat-analyzer",
        enable_auto_commit=True,
    )
    parser = JobParser()
    service = BeatReportService(SoxAnalyzer(), RECORDINGS_DIR)
    for message in consumer:
        try:
            job = parser.parse(message.value)
        except (ValueError, KeyError) as exc:
            log.warning("dropping job at offset %s: %s", message.offset, exc)
            continue
        log.info("beat report %s", json.dumps(service.report(job)))


if __name__ == "__main__":
    run()
