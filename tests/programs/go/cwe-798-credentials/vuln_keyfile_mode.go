// Writes the service's signing key next to the binary at first start.
package main

import (
	"crypto/ed25519"
	"crypto/rand"
	"os"
)

func main() {
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	name := "service_private_key.pem"
	os.WriteFile(name, priv, 0o644)
}
