// A pawn register fields program of the h61 set (cwe-327-cipher).
package pawnkyc

import (
	"bytes"
	"context"
	"crypto/cipher"
	"crypto/des"
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

type blockFieldCipher struct{ block cipher.Block }

func NewFieldCipherFromEnv() (FieldCipher, error) {
	key, err := hex.DecodeString(os.Getenv("REGISTER_FIELD_KEY"))
	if err != nil {
		return nil, err
	}
	block, err := des.NewTripleDESCipher(key)
	if err != nil {
		return nil, err
	}
	return &blockFieldCipher{block: block}, nil
}

func (c *blockFieldCipher) Seal(plain []byte) (string, error) {
	bs := c.block.BlockSize()
	pad := bs - len(plain)%bs
	padded := append(append([]byte{}, plain...), bytes.Repeat([]byte{byte(pad)}, pad)...)
	out := make([]byte, bs+len(padded))
	if _, err := io.ReadFull(rand.Reader, out[:bs]); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(c.block, out[:bs]).CryptBlocks(out[bs:], padded)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (c *blockFieldCipher) Open(sealed string) ([]byte, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	bs := c.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return nil, errors.New("malformed ciphertext")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(c.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	pad := int(plain[len(plain)-1])
	if pad == 0 || pad > bs {
		return nil, errors.New("malformed ciphertext")
	}
	return plain[:len(plain)-pad], nil
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
