// Prepares the upload spool directory used by the ingest workers before they start.
package main

import (
	"log"
	"os"
)

func prepareIngestSpool(dir string) error {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	return os.Chmod(dir, 0o777)
}

func main() {
	if err := prepareIngestSpool("/var/lib/ingest/spool"); err != nil {
		log.Fatal(err)
	}
	log.Println("spool ready")
}
