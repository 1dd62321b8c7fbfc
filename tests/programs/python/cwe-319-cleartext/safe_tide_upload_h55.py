# Tide gauge agent that batches water-level observations and uploads them to the regional hydrographic service.
import os
import time
from dataclasses import asdict, dataclass
from typing import Iterator, List
import requests

INGEST_URL = "https://ingest.hydro-region.example/api/v1/observations"
BATCH_SIZE = 60


@dataclass
class Observation:
    gauge_id: str
    timestamp: float
    level_m: float


class GaugeReader:
    def __init__(self, device_path: str):
        self.device_path = device_path

    def read(self) -> Iterator[Observation]:
        with open(self.device_path) as fh:
            for line in fh:
                gauge_id, ts, level = line.strip().split(",")
                yield Observation(gauge_id, float(ts), float(level))


class UploadClient:
    def __init__(self, url: str, username: str, password: str):
        self.url = url
        self.session = requests.Session()
        self.session.auth = (username, password)

    def send(self, batch: List[Observation]) -> None:
        resp = self.session.post(self.url, json=[asdict(o) for o in batch], timeout=20)
        resp.raise_for_status()


class BatchUploader:
    def __init__(self, reader: GaugeReader, client: UploadClient, size: int = BATCH_SIZE):
        self.reader, self.client, self.size = reader, client, size

    def batches(self) -> Iterator[List[Observation]]:
        batch = []
        for obs in self.reader.read():
            batch.append(obs)
            if len(batch) == self.size:
                yield batch
                batch = []
        if batch:
            yield batch

    def run(self) -> int:
        sent = 0
        for batch in self.batches():
            for attempt in range(3):
                try:
                    self.client.send(batch)
                    sent += len(batch)
                    break
                except requests.RequestException:
                    time.sleep(2 ** attempt)
        return sent


if __name__ == "__main__":
    client = UploadClient(INGEST_URL, os.environ["HYDRO_USER"], os.environ["HYDRO_PASSWORD"])
    print(BatchUploader(GaugeReader(os.environ.get("GAUGE_DEVICE", "/dev/ttyTIDE0")), client).run())
