// Generates the service's ECDSA signing key pair and writes both halves to the key directory.
package keys

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"os"
	"path/filepath"
)

type KeyConfig struct {
	Dir  string
	Name string
}

func writePEM(path, blockType string, der []byte, mode os.FileMode) error {
	data := pem.EncodeToMemory(&pem.Block{Type: blockType, Bytes: der})
	if err := os.WriteFile(path, data, mode); err != nil {
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	return nil
}

func GenerateAndStore(cfg KeyConfig) error {
	// public keys are served to verifiers, so the directory stays listable
	if err := os.MkdirAll(cfg.Dir, 0o755); err != nil {
		return fmt.Errorf("create key dir: %w", err)
	}
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return err
	}
	privDER, err := x509.MarshalECPrivateKey(priv)
	if err != nil {
		return err
	}
	pubDER, err := x509.MarshalPKIXPublicKey(&priv.PublicKey)
	if err != nil {
		return err
	}

	base := filepath.Join(cfg.Dir, cfg.Name)
	if err := writePEM(base+".pub.pem", "PUBLIC KEY", pubDER, 0o644); err != nil {
		return err
	}
	return writePEM(base+".key.pem", "EC PRIVATE KEY", privDER, 0o600)
}
