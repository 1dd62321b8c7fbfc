# A kiln schedule program of the h63 set (cwe-078-command).
"""Celery tasks that program the glass studio's annealing kilns."""
import logging
import os
import re
import subprocess
from dataclasses import dataclass
from typing import List

from celery import Celery

log = logging.getLogger(__name__)

app = Celery("glassworks", broker=os.environ["CELERY_BROKER_URL"])

KILNCTL = "/usr/local/bin/kilnctl"
KILN_IDS = {"anneal-1", "anneal-2", "garage-3"}


@dataclass
class FiringSegment:
    ramp_c_per_hour: int
    target_c: int
    hold_minutes: int

    def as_arg(self) -> str:
        return f"{int(self.ramp_c_per_hour)}:{int(self.target_c)}:{int(self.hold_minutes)}"


@dataclass
class FiringProgram:
    kiln_id: str
    profile_name: str
    segments: List[FiringSegment]


class FiringProgramValidator:
    NAME_PATTERN = re.compile(r"[\w-]+")

    def validate(self, program: FiringProgram) -> None:
        if program.kiln_id not in KILN_IDS:
            raise ValueError(f"unknown kiln {program.kiln_id}")
        if not self.NAME_PATTERN.match(program.profile_name):
            raise ValueError("profile name may only contain letters, digits, _ and -")
        if not 1 <= len(program.segments) <= 8:
            raise ValueError("a schedule needs between 1 and 8 segments")


class KilnController:
    def upload(self, program: FiringProgram) -> str:
        args = [KILNCTL, "--kiln", program.kiln_id, "upload", "--name", program.profile_name]
        for segment in program.segments:
            args += ["--segment", segment.as_arg()]
        output = subprocess.check_output(" ".join(args), shell=True, text=True, timeout=30)
        return output.strip()


class FiringService:
    def __init__(self, validator: FiringProgramValidator, controller: KilnController):
        self._validator = validator
        self._controller = controller

    def program_kiln(self, program: FiringProgram) -> str:
        self._validator.validate(program)
        return self._controller.upload(program)


def build_program(data: dict) -> FiringProgram:
    segments = [FiringSegment(**seg) for seg in data.get("segments", [])]
    return FiringProgram(kiln_id=data["kiln_id"], profile_name=data["profile_name"], segments=segments)


@app.task(bind=True, max_retries=3, default_retry_delay=20)
def program_kiln(self, request_data: dict) -> str:
    service = FiringService(FiringProgramValidator(), KilnController())
    try:
        result = service.program_kiln(build_program(request_data))
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc)
    log.info("kiln programmed: %s", result)
    return result
