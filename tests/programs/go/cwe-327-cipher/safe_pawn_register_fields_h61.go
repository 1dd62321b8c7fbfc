// A pawn register fields program of the h61 set (cwe-327-cipher).
package pawnkyc

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io"
	"os"
)

// Pawnbrokers must keep a copy of the customer's ID document number for the police register.
type IDRecord struct {
	CustomerID int64
	DocType    string
	DocNumber  string
}

// FieldCipher protects single columns before they are written to the register table.
type FieldCipher interface {
	Seal(plain []byte) (string, error)
	Open(sealed string) ([]byte, error)
}

type blockFieldCipher struct{ aead cipher.AEAD }

func NewFieldCipherFromEnv() (FieldCipher, error) {
	key, err := hex.DecodeString(os.Getenv("REGISTER_FIELD_KEY"))
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &blockFieldCipher{aead: aead}, nil
}

func (c *blockFieldCipher) Seal(plain []byte) (string, error) {
	nonce := make([]byte, c.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(c.aead.Seal(nonce, nonce, plain, nil)), nil
}

func (c *blockFieldCipher) Open(sealed string) ([]byte, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	n := c.aead.NonceSize()
	if err != nil || len(raw) < n {
		return nil, errors.New("malformed ciphertext")
	}
	return c.aead.Open(nil, raw[:n], raw[n:], nil)
}

// RegisterRepository writes the police register rows.
type RegisterRepository struct {
	db     *sql.DB
	cipher FieldCipher
}

func (r *RegisterRepository) Save(ctx context.Context, rec IDRecord) error {
	sealed, err := r.cipher.Seal([]byte(rec.DocNumber))
	if err != nil {
		return err
	}
	_, err = r.db.ExecContext(ctx,
		`INSERT INTO police_register (customer_id, doc_type, doc_number_enc) VALUES ($1, $2, $3)`,
		rec.CustomerID, rec.DocType, sealed)
	return err
}
