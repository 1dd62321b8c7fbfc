// A polo club member card number encryption program of the h75 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
)

var errKeyLength = errors.New("card key has wrong length")

type rowError struct {
	Line int
	Err  error
}

func (e *rowError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *rowError) Unwrap() error { return e.Err }

func loadKey() ([]byte, error) {
	raw := os.Getenv("POLO_CARD_KEY")
	if raw == "" {
		return nil, errors.New("POLO_CARD_KEY is not set")
	}
	key, err := hex.DecodeString(raw)
	if err != nil {
		return nil, fmt.Errorf("decode POLO_CARD_KEY: %w", err)
	}
	if len(key) != 32 {
		return nil, fmt.Errorf("%w: got %d bytes, want 32", errKeyLength, len(key))
	}
	return key, nil
}

func encryptCard(key []byte, card string) (string, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return "", fmt.Errorf("init cipher: %w", err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", fmt.Errorf("init gcm: %w", err)
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", fmt.Errorf("read nonce: %w", err)
	}
	sealed := gcm.Seal(nonce, nonce, []byte(card), nil)
	return base64.StdEncoding.EncodeToString(sealed), nil
}

func main() {
	key, err := loadKey()
	if err != nil {
		log.Fatalf("key: %v", err)
	}

	in := csv.NewReader(os.Stdin)
	out := csv.NewWriter(os.Stdout)
	defer out.Flush()

	line, failed := 0, 0
	for {
		line++
		rec, err := in.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			log.Printf("%v", &rowError{Line: line, Err: err})
			failed++
			continue
		}
		if len(rec) != 2 || rec[1] == "" {
			log.Printf("%v", &rowError{Line: line, Err: errors.New("expected member_id,card_number")})
			failed++
			continue
		}
		enc, err := encryptCard(key, rec[1])
		if err != nil {
			log.Fatalf("%v", &rowError{Line: line, Err: err})
		}
		if err := out.Write([]string{rec[0], enc}); err != nil {
			log.Fatalf("write output: %v", err)
		}
	}
	if failed > 0 {
		log.Printf("%d rows skipped", failed)
		os.Exit(1)
	}
}
