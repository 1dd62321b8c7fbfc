// Generates the gateway's ECDSA TLS private key on first boot and stores it as PEM.
package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"log"
	"os"
)

func writeGatewayKey(path string) error {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return err
	}
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return err
	}
	block := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
	return os.WriteFile(path, block, 0o600)
}

func main() {
	if err := writeGatewayKey("/etc/gateway/tls/server.key"); err != nil {
		log.Fatal(err)
	}
}
