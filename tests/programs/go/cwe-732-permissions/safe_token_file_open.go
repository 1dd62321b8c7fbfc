// Agent bootstrap that stores the API refresh token it received during enrollment.
package main

import (
	"log"
	"os"
	"path/filepath"
)

func storeEnrollToken(dir, token string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(dir, "refresh_token"), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString(token)
	return err
}

func main() {
	if err := storeEnrollToken("/var/lib/acme-agent", os.Getenv("ACME_ENROLL_TOKEN")); err != nil {
		log.Fatal(err)
	}
}
