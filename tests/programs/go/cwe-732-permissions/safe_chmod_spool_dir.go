// Prepares the export spool directory shared by the worker group before jobs start.
package main

import (
	"log"
	"os"
)

func prepareExportSpool(dir string) error {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	return os.Chmod(dir, 0o750)
}

func main() {
	if err := prepareExportSpool("/var/lib/export/spool"); err != nil {
		log.Fatal(err)
	}
	log.Println("spool ready")
}
