// TLS pinning for the payments gateway by the SHA-256 of its public key.
package main

import (
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
)

const gatewayPinnedPubKey = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"

func pinGateway(cs tls.ConnectionState) error {
	for _, cert := range cs.PeerCertificates {
		spki, err := x509.MarshalPKIXPublicKey(cert.PublicKey)
		if err != nil {
			continue
		}
		sum := sha256.Sum256(spki)
		if hex.EncodeToString(sum[:]) == gatewayPinnedPubKey {
			return nil
		}
	}
	return errors.New("gateway key not pinned")
}
