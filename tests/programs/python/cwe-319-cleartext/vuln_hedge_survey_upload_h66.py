# A hedge survey upload program of the h66 set (cwe-319-cleartext).
#!/usr/bin/env python
# Sends the season's hedgerow survey sheets to the county ecology office.
# They only accept uploads on their FTP drop; each hedge layer has an account.
import os
import sys
import glob
import ftplib
import posixpath
from optparse import OptionParser

FTP_HOST = os.environ.get("HEDGE_FTP_HOST", "drop.countyecology.gov.uk")
FTP_USER = os.environ.get("HEDGE_FTP_USER", "")
FTP_PASS = os.environ.get("HEDGE_FTP_PASS", "")
REMOTE_DIR = "/incoming/hedgerow-surveys"

SURVEY_TYPES = (".csv", ".pdf", ".jpg")


def collect(folder, season):
    found = []
    for ext in SURVEY_TYPES:
        pattern = os.path.join(folder, "%s-*%s" % (season, ext))
        found.extend(sorted(glob.glob(pattern)))
    return found


def connect():
    ftp = ftplib.FTP(FTP_HOST, timeout=60)
    ftp.login(FTP_USER, FTP_PASS)
    return ftp


def upload(files, dry_run):
    if dry_run:
        for path in files:
            print("would send %s" % path)
        return 0
    ftp = connect()
    sent = 0
    try:
        ftp.cwd(REMOTE_DIR)
        for path in files:
            name = posixpath.basename(path)
            fh = open(path, "rb")
            try:
                ftp.storbinary("STOR " + name, fh)
            finally:
                fh.close()
            sent += 1
            print("sent %s" % name)
    finally:
        ftp.quit()
    return sent


def main():
    parser = OptionParser(usage="%prog [options] SEASON")
    parser.add_option("-d", "--dir", dest="folder", default="surveys")
    parser.add_option("-n", "--dry-run", action="store_true", dest="dry_run")
    options, args = parser.parse_args()
    if len(args) != 1:
        parser.error("give the season, e.g. 2016-17")
    if not FTP_USER or not FTP_PASS:
        sys.exit("HEDGE_FTP_USER and HEDGE_FTP_PASS must be set")
    files = collect(options.folder, args[0])
    if not files:
        sys.exit("no survey sheets found for %s" % args[0])
    print("%d sheets sent" % upload(files, options.dry_run))


if __name__ == "__main__":
    main()
