// A tattoo consent vault program of the h62 set (cwe-327-cipher).
package main

import (
	"bufio"
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sync"
)

// Consent forms (client ID, medical notes, allergies) come in from the
// front-desk tablets as JSON lines and are archived encrypted, one file each.
type consentForm struct {
	ClientID  string `json:"client_id"`
	Allergies string `json:"allergies"`
	Medical   string `json:"medical_notes"`
	Signed    string `json:"signed_at"`
}

var clientIDPattern = regexp.MustCompile(`^C[0-9]{6}$`)

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func seal(key, plain []byte) ([]byte, error) {
	block, err := des.NewCipher(key[:des.BlockSize])
	if err != nil {
		return nil, err
	}
	padded := pad(plain, block.BlockSize())
	out := make([]byte, block.BlockSize()+len(padded))
	iv := out[:block.BlockSize()]
	if _, err := rand.Read(iv); err != nil {
		return nil, err
	}
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out[block.BlockSize():], padded)
	return out, nil
}

func loadKey() ([]byte, error) {
	key, err := hex.DecodeString(os.Getenv("CONSENT_KEY_HEX"))
	if err != nil || len(key) < des.BlockSize {
		return nil, errors.New("CONSENT_KEY_HEX must hold a hex-encoded key")
	}
	return key, nil
}

func archiver(key []byte, dir string, forms <-chan consentForm, wg *sync.WaitGroup) {
	defer wg.Done()
	for f := range forms {
		raw, _ := json.Marshal(f)
		sealed, err := seal(key, raw)
		if err != nil {
			log.Printf("%s: %v", f.ClientID, err)
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, f.ClientID+".consent"), sealed, 0o600); err != nil {
			log.Printf("%s: %v", f.ClientID, err)
		}
	}
}

func main() {
	dir := flag.String("vault", "consent-vault", "folder for archived consent forms")
	workers := flag.Int("workers", 2, "parallel archivers")
	flag.Parse()

	key, err := loadKey()
	if err != nil {
		log.Fatal(err)
	}
	forms := make(chan consentForm, 16)
	var wg sync.WaitGroup
	for i := 0; i < *workers; i++ {
		wg.Add(1)
		go archiver(key, *dir, forms, &wg)
	}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var f consentForm
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil || !clientIDPattern.MatchString(f.ClientID) {
			log.Printf("skipping malformed form")
			continue
		}
		forms <- f
	}
	close(forms)
	wg.Wait()
}
