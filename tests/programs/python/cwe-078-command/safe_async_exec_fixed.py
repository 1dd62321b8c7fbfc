# Async diagnostics endpoint
import asyncio

from aiohttp import web

TOOLS = {"ping": "/bin/ping", "dig": "/usr/bin/dig"}


async def probe(request):
    name = request.query.get("tool", "ping")
    if name not in TOOLS:
        return web.Response(status=400)
    proc = await asyncio.create_subprocess_exec("/bin/ping", "-c", "1", "--", "example.org", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return web.Response(text=out.decode())
