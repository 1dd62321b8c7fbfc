// Generates the service's mTLS client key on first start and caches it on local disk.
package identity

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

type KeyCache struct {
	Dir string
}

func (c *KeyCache) keyPath() string {
	return filepath.Join(c.Dir, "client-key.pem")
}

func (c *KeyCache) load() (*ecdsa.PrivateKey, error) {
	data, err := os.ReadFile(c.keyPath())
	if err != nil {
		return nil, err
	}
	block, _ := pem.Decode(data)
	if block == nil || block.Type != "EC PRIVATE KEY" {
		return nil, errors.New("cached key is not a PEM EC key")
	}
	return x509.ParseECPrivateKey(block.Bytes)
}

func (c *KeyCache) store(key *ecdsa.PrivateKey) error {
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return err
	}
	data := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
	return os.WriteFile(c.keyPath(), data, 0o600)
}

// LoadOrCreate returns the cached key, generating and persisting one if none exists yet.
func (c *KeyCache) LoadOrCreate() (*ecdsa.PrivateKey, error) {
	key, err := c.load()
	if err == nil {
		return key, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	key, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	return key, c.store(key)
}
