# Tornado admin handler that shows systemd status for a selected service.
import asyncio

import tornado.ioloop
import tornado.web


class ServiceStatusHandler(tornado.web.RequestHandler):
    def build_command(self, service):
        return f"systemctl status --no-pager {service}"

    async def get(self, service):
        command = self.build_command(service)
        proc = await asyncio.create_subprocess_shell(
            command,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        output, _ = await proc.communicate()
        self.write({
            "service": service,
            "exit_code": proc.returncode,
            "output": output.decode(errors="replace"),
        })


def make_app():
    return tornado.web.Application([
        (r"/admin/services/([^/]+)/status", ServiceStatusHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
