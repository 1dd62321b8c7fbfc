# Log search over the event loop
import asyncio

from aiohttp import web


class Collect(asyncio.SubprocessProtocol):
    def __init__(self):
        self.chunks = []

    def pipe_data_received(self, fd, data):
        self.chunks.append(data)


async def grep_logs(request):
    word = request.query["q"]
    loop = asyncio.get_running_loop()
    transport, proto = await loop.subprocess_shell(Collect, "grep -r " + word + " /var/log/app")
    transport.close()
    return web.Response(text="started")
