# A maple syrup farm sap sensor log archiving program of the h75 set (cwe-078-command).
import argparse
import logging
import os
import re
import subprocess
import sys

log = logging.getLogger("sugarbush.archive")

LOG_ROOT = "/var/log/sugarbush/sensors"
ARCHIVE_ROOT = "/srv/sugarbush/archive"
BLOCK_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$")


class BlockNameError(ValueError):
    pass


def check_block(name):
    if not BLOCK_PATTERN.fullmatch(name):
        raise BlockNameError(f"invalid sugar bush block name: {name!r}")
    return name


def check_season(value):
    try:
        year = int(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError("season must be a year") from exc
    if not 1990 <= year <= 2100:
        raise argparse.ArgumentTypeError("season out of range")
    return year


def archive_block(block, season, attempts=3):
    target = f"{ARCHIVE_ROOT}/{season}-{block}.tar.gz"
    command = f"tar czf {target} -C {LOG_ROOT} {block}"
    for attempt in range(1, attempts + 1):
        result = subprocess.run(command, shell=True, capture_output=True, text=True)
        if result.returncode == 0:
            return target
        log.warning("attempt %d for block %s failed: %s", attempt, block, result.stderr.strip())
        if "No space left" in result.stderr:
            break
    raise RuntimeError(f"could not archive block {block}")


def main(argv=None):
    parser = argparse.ArgumentParser(description="Archive sap sensor logs per block")
    parser.add_argument("blocks", nargs="+", help="sugar bush block names")
    parser.add_argument("--season", type=check_season, required=True)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO)

    os.makedirs(ARCHIVE_ROOT, exist_ok=True)
    failures = 0
    for raw in args.blocks:
        try:
            block = check_block(raw)
        except BlockNameError as exc:
            log.error("%s", exc)
            block = raw
        try:
            target = archive_block(block, args.season)
        except RuntimeError as exc:
            log.error("%s", exc)
            failures += 1
            continue
        else:
            log.info("archived %s to %s", block, target)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
