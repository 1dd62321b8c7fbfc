// A sled dog chip export program of the h64 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
)

// one record per dog from the kennel register, exported for the race federation
type dogRecord struct {
	Name      string   `json:"name"`
	Chip      string   `json:"chip"`
	Team      string   `json:"team"`
	Musher    string   `json:"musher"`
	Vaccines  []string `json:"vaccines"`
	BirthYear int      `json:"birth_year"`
}

// AES-256 key shared with the federation
const exportKeyLen = 32

func exportKey() ([]byte, error) {
	key, err := hex.DecodeString(os.Getenv("FEDERATION_EXPORT_KEY"))
	if err != nil || len(key) != exportKeyLen {
		return nil, fmt.Errorf("FEDERATION_EXPORT_KEY must be %d hex-encoded bytes", exportKeyLen)
	}
	return key, nil
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

func main() {
	in := flag.String("in", "register.json", "kennel register export")
	out := flag.String("out", "federation.bin", "encrypted file for the federation upload")
	flag.Parse()

	raw, err := os.ReadFile(*in)
	if err != nil {
		log.Fatal(err)
	}
	var dogs []dogRecord
	if err := json.Unmarshal(raw, &dogs); err != nil {
		log.Fatal(err)
	}
	// the federation wants dogs grouped by team, sorted by name
	teams := map[string][]dogRecord{}
	for _, d := range dogs {
		teams[d.Team] = append(teams[d.Team], d)
	}
	for t := range teams {
		sort.Slice(teams[t], func(i, j int) bool { return teams[t][i].Name < teams[t][j].Name })
	}
	payload, err := json.Marshal(teams)
	if err != nil {
		log.Fatal(err)
	}

	key, err := exportKey()
	if err != nil {
		log.Fatal(err)
	}
	sealed, err := seal(key, payload)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, sealed, 0o600); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("exported %d dogs in %d teams to %s\n", len(dogs), len(teams), *out)
}
