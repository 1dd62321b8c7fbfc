# Async diagnostics endpoint
import asyncio

from aiohttp import web


async def probe(request):
    tool = request.query.get("tool", "ping")
    proc = await asyncio.create_subprocess_exec(tool, "-c", "1", "example.org", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return web.Response(text=out.decode())


app = web.Application()
app.router.add_get("/probe", probe)
