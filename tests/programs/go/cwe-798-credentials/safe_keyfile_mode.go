// Writes the service's verification key next to the binary at first start.
package main

import (
	"crypto/ed25519"
	"crypto/rand"
	"os"
)

func main() {
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	name := "service_public_key.pem"
	os.WriteFile(name, pub, 0o644)
	os.WriteFile("service.sk", priv, 0o600)
}
