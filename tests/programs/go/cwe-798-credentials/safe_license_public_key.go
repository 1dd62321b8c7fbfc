// License file verification with the vendor's Ed25519 public key.
package main

import (
	"crypto/ed25519"
	"encoding/base64"
	"errors"
)

const licensePublicKey = "Xq3mL9vT2bN8cR4wY7kP1sD6fG0hJ5aZ+eU/iO3tQyE="

func verifyLicense(payload, sig []byte) error {
	pub, err := base64.StdEncoding.DecodeString(licensePublicKey)
	if err != nil || len(pub) != ed25519.PublicKeySize {
		return errors.New("bad embedded key")
	}
	if !ed25519.Verify(ed25519.PublicKey(pub), payload, sig) {
		return errors.New("license signature mismatch")
	}
	return nil
}
