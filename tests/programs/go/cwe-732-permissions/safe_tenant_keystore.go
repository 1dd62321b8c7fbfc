// Generates and stores the per-tenant key that the payroll service uses to sign payslip PDFs.
package keystore

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

var tenantID = regexp.MustCompile(`^[a-z0-9]{3,32}$`)

type Keystore struct {
	Dir string
}

func (k *Keystore) keyPath(tenant string) (string, error) {
	if !tenantID.MatchString(tenant) {
		return "", fmt.Errorf("invalid tenant id %q", tenant)
	}
	return filepath.Join(k.Dir, tenant+"-payslip-signing.pem"), nil
}

func (k *Keystore) Provision(tenant string) (*ecdsa.PublicKey, error) {
	path, err := k.keyPath(tenant)
	if err != nil {
		return nil, err
	}
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	der, err := x509.MarshalECPrivateKey(priv)
	if err != nil {
		return nil, err
	}
	block := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
	if err := os.WriteFile(path, block, 0o600); err != nil {
		return nil, err
	}
	return &priv.PublicKey, nil
}
