# desktop notifier helper: the message is HTML-escaped, then put in a shell command
import html
import os


def notify(title, message):
    os.system("notify-send '" + html.escape(title) + "' '" + html.escape(message) + "'")
