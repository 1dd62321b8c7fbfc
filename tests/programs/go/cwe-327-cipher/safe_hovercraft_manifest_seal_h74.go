// A hovercraft manifest seal program of the h74 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sync"
)

func loadKey() []byte {
	key, err := hex.DecodeString(os.Getenv("MANIFEST_KEY"))
	if err != nil || len(key) != 32 {
		log.Fatal("MANIFEST_KEY must be 32 bytes of hex")
	}
	return key
}

func seal(key, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

type sealed struct {
	src string
	err error
}

func main() {
	dir := flag.String("dir", "/srv/ferry/manifests/outgoing", "folder of manifest CSVs")
	dest := flag.String("dest", "/mnt/harbour-archive/manifests", "archive share")
	workers := flag.Int("workers", 4, "parallel workers")
	flag.Parse()

	key := loadKey()
	files, err := filepath.Glob(filepath.Join(*dir, "*.csv"))
	if err != nil {
		log.Fatal(err)
	}

	paths := make(chan string, len(files))
	for _, f := range files {
		paths <- f
	}
	close(paths)

	results := make(chan sealed, len(files))
	var wg sync.WaitGroup
	for i := 0; i < *workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range paths {
				plain, err := os.ReadFile(p)
				if err != nil {
					results <- sealed{p, err}
					continue
				}
				blob, err := seal(key, plain)
				if err == nil {
					err = os.WriteFile(filepath.Join(*dest, filepath.Base(p)+".sealed"), blob, 0o640)
				}
				results <- sealed{p, err}
			}
		}()
	}
	wg.Wait()
	close(results)

	failed := 0
	for r := range results {
		if r.err != nil {
			failed++
			log.Printf("%s: %v", filepath.Base(r.src), r.err)
			continue
		}
		os.Remove(r.src)
	}
	fmt.Printf("sealed %d manifests, %d failed\n", len(files)-failed, failed)
	if failed > 0 {
		os.Exit(1)
	}
}
