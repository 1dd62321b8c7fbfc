# Writes a helper script and marks it runnable
import os
import stat


def install_hook(path, body):
    with open(path, "w") as fh:
        fh.write(body)
    st = os.stat(path)
    os.chmod(path, st.st_mode | stat.S_IXUSR)
    fd = os.open(path + ".lock", os.O_WRONLY | os.O_CREAT, 0o600)
    os.close(fd)
    return path
