// A bonsai vault cli program of the h63 set (cwe-327-cipher).
package main

import (
	"crypto/cipher"
	"crypto/des"
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

type blockSealer struct {
	block cipher.Block
}

func newSealer(key []byte) (Sealer, error) {
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &blockSealer{block: block}, nil
}

func (s *blockSealer) Seal(plain []byte) ([]byte, error) {
	bs := s.block.BlockSize()
	pad := bs - len(plain)%bs
	padded := append(append([]byte{}, plain...), make([]byte, pad)...)
	for i := len(plain); i < len(padded); i++ {
		padded[i] = byte(pad)
	}
	out := make([]byte, bs+len(padded))
	if _, err := rand.Read(out[:bs]); err != nil {
		return nil, err
	}
	cipher.NewCBCEncrypter(s.block, out[:bs]).CryptBlocks(out[bs:], padded)
	return out, nil
}

func (s *blockSealer) Open(sealed []byte) ([]byte, error) {
	bs := s.block.BlockSize()
	if len(sealed) < 2*bs || len(sealed)%bs != 0 {
		return nil, errors.New("backup is truncated")
	}
	plain := make([]byte, len(sealed)-bs)
	cipher.NewCBCDecrypter(s.block, sealed[:bs]).CryptBlocks(plain, sealed[bs:])
	pad := int(plain[len(plain)-1])
	if pad == 0 || pad > bs {
		return nil, errors.New("wrong key or corrupted backup")
	}
	return plain[:len(plain)-pad], nil
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
