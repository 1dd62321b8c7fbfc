# A hub tracking cli program of the h61 set (cwe-295-tls).
"""Courier tracking command-line tool.

Reads consignment numbers from stdin (one per line) and prints their latest
scan from the regional hub's tracking API:

    cut -f1 todays-manifest.tsv | hub-track --hub north
"""
import argparse
import os
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass

import httpx

HUB_ENDPOINTS = {
    "north": "https://tracking.north.swiftparcel.example/api/v2/",
    "south": "https://tracking.south.swiftparcel.example/api/v2/",
}


@dataclass(frozen=True)
class ScanEvent:
    consignment: str
    status: str
    location: str
    scanned_at: str


class TrackingClient(ABC):
    @abstractmethod
    def latest_scan(self, consignment: str) -> ScanEvent | None:
        ...


class HubTrackingClient(TrackingClient):
    def __init__(self, base_url: str, api_token: str):
        self._client = httpx.Client(
            base_url=base_url,
            headers={"Authorization": f"Bearer {api_token}", "Accept": "application/json"},
            timeout=10.0,
            verify=True,
        )

    def latest_scan(self, consignment: str) -> ScanEvent | None:
        response = self._client.get(f"consignments/{consignment}/scans", params={"limit": 1})
        if response.status_code == 404:
            return None
        response.raise_for_status()
        scans = response.json().get("scans", [])
        if not scans:
            return None
        scan = scans[0]
        return ScanEvent(consignment, scan["status"], scan["location"], scan["scannedAt"])


class ConsignmentReader:
    def read(self, stream) -> list[str]:
        numbers = []
        for line in stream:
            number = line.strip().upper()
            if number and number.isalnum() and len(number) <= 20:
                numbers.append(number)
        return numbers


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="hub-track")
    parser.add_argument("--hub", choices=sorted(HUB_ENDPOINTS), required=True)
    args = parser.parse_args(argv)
    client = HubTrackingClient(HUB_ENDPOINTS[args.hub], os.environ["HUB_API_TOKEN"])
    missing = 0
    for number in ConsignmentReader().read(sys.stdin):
        event = client.latest_scan(number)
        if event is None:
            missing += 1
            print(f"{number}\tNOT FOUND")
        else:
            print(f"{event.consignment}\t{event.status}\t{event.location}\t{event.scanned_at}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
