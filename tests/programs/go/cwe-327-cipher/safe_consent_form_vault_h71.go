// A consent form vault program of the h71 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
)

var ErrKeyLength = errors.New("vault key must be 32 bytes")

type sealer interface {
	Seal(plain []byte) ([]byte, error)
	Tag() string
}

type gcmSealer struct{ aead cipher.AEAD }

func newGCMSealer(key []byte) (sealer, error) {
	if len(key) != 32 {
		return nil, fmt.Errorf("%w (got %d)", ErrKeyLength, len(key))
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

func (g *gcmSealer) Tag() string { return "v2" }

func (g *gcmSealer) Seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, g.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return g.aead.Seal(nonce, nonce, plain, nil), nil
}

func openSealer(keyFile string) (sealer, error) {
	key, err := os.ReadFile(keyFile)
	if err != nil {
		return nil, fmt.Errorf("read key: %w", err)
	}
	s, err := newGCMSealer(key)
	if errors.Is(err, ErrKeyLength) {
		return nil, fmt.Errorf("%s: %w; generate a new key with `head -c32 /dev/urandom`", keyFile, err)
	}
	return s, err
}

func main() {
	keyFile := flag.String("key", "/etc/inkvault/vault.key", "vault key file")
	outDir := flag.String("out", "/mnt/nas/consent", "destination directory")
	flag.Parse()

	s, err := openSealer(*keyFile)
	if err != nil {
		log.Fatal(err)
	}
	for _, in := range flag.Args() {
		plain, err := os.ReadFile(in)
		if err != nil {
			log.Fatalf("%s: %v", in, err)
		}
		sealed, err := s.Seal(plain)
		if err != nil {
			log.Fatalf("%s: seal: %v", in, err)
		}
		dst := filepath.Join(*outDir, filepath.Base(in)+"."+s.Tag()+".sealed")
		if err := os.WriteFile(dst, sealed, 0o600); err != nil {
			log.Fatalf("%s: %v", dst, err)
		}
		fmt.Println("sealed", dst)
	}
}
