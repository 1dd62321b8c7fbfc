# Expression calculator that runs in a child interpreter
import asyncio
import sys

from aiohttp import web


async def calc(request):
    data = await request.post()
    expr = data.get("expr", "1+1")
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "print(" + expr + ")", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return web.Response(text=out.decode())
