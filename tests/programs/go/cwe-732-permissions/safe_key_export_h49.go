// Generates the service's TLS private key on first start and persists it under the data directory.
package tlsstore

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

type KeyStore struct {
	Dir string
}

func (k *KeyStore) keyPath() string { return filepath.Join(k.Dir, "server.key") }

func writePEM(path, blockType string, der []byte, mode fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	defer f.Close()
	return pem.Encode(f, &pem.Block{Type: blockType, Bytes: der})
}

func (k *KeyStore) LoadOrCreate() (*ecdsa.PrivateKey, error) {
	raw, err := os.ReadFile(k.keyPath())
	if err == nil {
		block, _ := pem.Decode(raw)
		if block == nil {
			return nil, errors.New("corrupt key file")
		}
		return x509.ParseECPrivateKey(block.Bytes)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(k.Dir, 0o700); err != nil {
		return nil, err
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, err
	}
	if err := writePEM(k.keyPath(), "EC PRIVATE KEY", der, 0o600); err != nil {
		return nil, err
	}
	return key, nil
}
