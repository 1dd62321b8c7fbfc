# stops a worker by its number; the number is HTML-escaped out of habit before the shell
import html
import os


def stop_worker(worker):
    n = int(worker)
    os.system("kill -TERM " + html.escape(str(n)))
