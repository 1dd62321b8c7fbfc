# Report writer using low-level file descriptors
import os
import stat


def write_report(path, text):
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, stat.S_IRUSR | stat.S_IWUSR | stat.S_IWOTH)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)
