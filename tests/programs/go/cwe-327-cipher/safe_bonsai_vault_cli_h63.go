// A bonsai vault cli program of the h63 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// Sealer protects the collection ledger (purchase prices, lender details, show entries).
type Sealer interface {
	Seal(plain []byte) ([]byte, error)
	Open(sealed []byte) ([]byte, error)
}

type gcmSealer struct {
	aead cipher.AEAD
}

func newSealer(key []byte) (Sealer, error) {
	if len(key) != 32 {
		return nil, errors.New("vault key must be 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &gcmSealer{aead: aead}, nil
}

func (s *gcmSealer) Seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return s.aead.Seal(nonce, nonce, plain, nil), nil
}

func (s *gcmSealer) Open(sealed []byte) ([]byte, error) {
	n := s.aead.NonceSize()
	if len(sealed) < n+s.aead.Overhead() {
		return nil, errors.New("backup is truncated")
	}
	plain, err := s.aead.Open(nil, sealed[:n], sealed[n:], nil)
	if err != nil {
		return nil, errors.New("wrong key or corrupted backup")
	}
	return plain, nil
}

// VaultCommand holds the shared wiring for the backup and restore subcommands.
type VaultCommand struct {
	sealer Sealer
}

func (v *VaultCommand) transform(in, out string, op func([]byte) ([]byte, error)) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	result, err := op(data)
	if err != nil {
		return err
	}
	return os.WriteFile(out, result, 0o600)
}

func main() {
	vault := &VaultCommand{}
	root := &cobra.Command{
		Use:   "bonsai-vault",
		Short: "Encrypted backups of the bonsai collection ledger",
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			key, err := hex.DecodeString(os.Getenv("BONSAI_VAULT_KEY"))
			if err != nil {
				return fmt.Errorf("BONSAI_VAULT_KEY must be hex: %w", err)
			}
			vault.sealer, err = newSealer(key)
			return err
		},
	}
	root.AddCommand(&cobra.Command{
		Use: "backup LEDGER OUTFILE", Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error { return vault.transform(args[0], args[1], vault.sealer.Seal) },
	}, &cobra.Command{
		Use: "restore BACKUP LEDGER", Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error { return vault.transform(args[0], args[1], vault.sealer.Open) },
	})
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
