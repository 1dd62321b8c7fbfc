// A polo club member card number encryption program of the h75 set (cwe-327-cipher).
package main

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
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
	if len(key) != des.BlockSize {
		return nil, fmt.Errorf("%w: got %d bytes, want %d", errKeyLength, len(key), des.BlockSize)
	}
	return key, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func encryptCard(key []byte, card string) (string, error) {
	block, err := des.NewCipher(key)
	if err != nil {
		return "", fmt.Errorf("init cipher: %w", err)
	}
	iv := make([]byte, block.BlockSize())
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", fmt.Errorf("read iv: %w", err)
	}
	plain := pad([]byte(card), block.BlockSize())
	out := make([]byte, len(plain))
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, plain)
	return base64.StdEncoding.EncodeToString(append(iv, out...)), nil
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
