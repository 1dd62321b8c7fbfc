# A blacksmith forge furnace log archiver program of the h76 set (cwe-078-command).
import argparse
import datetime as dt
import glob
import os
import subprocess
import sys

LOG_DIR = os.environ.get("FORGE_LOG_DIR", "/var/log/forge")
ARCHIVE_DIR = os.environ.get("FORGE_ARCHIVE_DIR", "/var/backups/forge")


class ArchiveContext:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.stamp = dt.date.today().isoformat()

    @property
    def archive_path(self) -> str:
        label = self.args.label or "furnace"
        return os.path.join(ARCHIVE_DIR, f"{label}-{self.stamp}.tar.gz")


def compress_logs(ctx: ArchiveContext) -> int:
    files = sorted(glob.glob(os.path.join(LOG_DIR, "*.log")))
    if not files:
        print("no furnace logs to archive")
        return 0
    return subprocess.run(["tar", "-czf", ctx.archive_path, *files]).returncode


def ship_archive(ctx: ArchiveContext) -> int:
    destination = f"{ctx.args.host}:{ctx.args.remote_dir}"
    if ctx.args.host.startswith("-"):
        print("invalid backup host", file=sys.stderr)
        return 2
    return subprocess.run(["scp", "-q", "--", ctx.archive_path, destination]).returncode


def purge_logs(ctx: ArchiveContext) -> int:
    cutoff = dt.datetime.now() - dt.timedelta(days=ctx.args.keep_days)
    removed = 0
    for path in glob.glob(os.path.join(LOG_DIR, "*.log")):
        if dt.datetime.fromtimestamp(os.path.getmtime(path)) < cutoff:
            os.remove(path)
            removed += 1
    print(f"removed {removed} furnace logs")
    return 0


ACTIONS = {
    "compress": compress_logs,
    "ship": ship_archive,
    "purge": purge_logs,
}


def run_pipeline(names, ctx: ArchiveContext) -> int:
    for name in names:
        handler = ACTIONS[name]
        code = handler(ctx)
        if code != 0:
            print(f"step {name} failed with {code}", file=sys.stderr)
            return code
    return 0


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Archive forge furnace temperature logs")
    parser.add_argument("steps", nargs="+", choices=sorted(ACTIONS))
    parser.add_argument("--label", help="archive label, e.g. the forge name")
    parser.add_argument("--host", default="backup.forge.local")
    parser.add_argument("--remote-dir", default="/archive/forge")
    parser.add_argument("--keep-days", type=int, default=30)
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    os.makedirs(ARCHIVE_DIR, exist_ok=True)
    return run_pipeline(args.steps, ArchiveContext(args))


if __name__ == "__main__":
    sys.exit(main())
