// Development helper that writes a self-signed certificate and its private key.
package main

import (
	"encoding/pem"
	"os"
	"path/filepath"
)

func writeDevKeyPair(dir string, certDER, keyDER []byte) error {
	certPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: certDER})
	if err := os.WriteFile(filepath.Join(dir, "dev-cert.crt"), certPEM, 0o644); err != nil {
		return err
	}
	keyPEM := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER})
	return os.WriteFile(filepath.Join(dir, "dev-cert.key"), keyPEM, 0o600)
}
