# Sanic diagnostics route that runs a short reachability probe against a host.
import asyncio
import re

from sanic import Sanic
from sanic.response import json

app = Sanic("netdiag")

HOST_RE = re.compile(r"[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}")


def build_probe(host: str, count: int) -> str:
    return f"ping -c {count} -W 2 {host}"


async def run_shell(cmd: str) -> tuple:
    proc = await asyncio.create_subprocess_shell(
        cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await proc.communicate()
    return proc.returncode, out.decode(errors="replace")


def parse_count(raw: str) -> int:
    try:
        return max(1, min(int(raw), 10))
    except ValueError:
        return 3


@app.get("/diag/ping")
async def ping(request):
    host = request.args.get("host", "")
    if not HOST_RE.search(host):
        return json({"error": "invalid host"}, status=400)
    count = parse_count(request.args.get("count", "3"))
    code, output = await run_shell(build_probe(host, count))
    return json({"exit": code, "output": output})
