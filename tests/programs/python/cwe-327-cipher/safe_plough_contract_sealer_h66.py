# A plough contract sealer program of the h66 set (cwe-327-cipher).
#!/usr/bin/env python
# Seals the payment details of winter gritting/ploughing contracts before the
# file is handed to the council finance office.  Run from cron each October.
import os
import csv
import sys
import base64
import binascii
from optparse import OptionParser

from Crypto.Cipher import AES

KEY_ENV = "PLOUGH_CONTRACT_KEY"

FIELDS = ("contract_no", "parish", "route_km", "sort_code", "account_no")


def load_key():
    hexkey = os.environ.get(KEY_ENV)
    if not hexkey:
        sys.exit("%s is not set" % KEY_ENV)
    key = binascii.unhexlify(hexkey)
    if len(key) != 32:
        sys.exit("%s must be 32 bytes of hex" % KEY_ENV)
    return key


def seal(key, text):
    cipher = AES.new(key, AES.MODE_GCM)
    blob, tag = cipher.encrypt_and_digest(text.encode("utf-8"))
    return base64.b64encode(cipher.nonce + tag + blob).decode("ascii")


def main():
    parser = OptionParser(usage="%prog [options] contracts.csv")
    parser.add_option("-o", "--output", dest="output", default="sealed.csv",
                      help="where to write the sealed file")
    parser.add_option("-p", "--parish", dest="parish", default=None,
                      help="only seal contracts for this parish")
    (options, args) = parser.parse_args()
    if len(args) != 1:
        parser.error("give exactly one contracts file")

    key = load_key()
    count = 0
    fd = os.open(options.output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with open(args[0]) as src, os.fdopen(fd, "w") as dst:
        reader = csv.DictReader(src)
        writer = csv.writer(dst)
        writer.writerow(["contract_no", "parish", "route_km", "payment"])
        for row in reader:
            if options.parish and row["parish"] != options.parish:
                continue
            payment = "%s/%s" % (row["sort_code"], row["account_no"])
            writer.writerow([row["contract_no"], row["parish"], row["route_km"],
                             seal(key, payment)])
            count += 1
    print("sealed %d contracts into %s" % (count, options.output))


if __name__ == "__main__":
    main()
