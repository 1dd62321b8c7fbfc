// Command apikey-mint issues new customer API keys and prints their hashes for import.
package main

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"math/big"
	"os"
)

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

func mintKey(prefix string, n int) (string, error) {
	buf := make([]byte, n)
	max := big.NewInt(int64(len(alphabet)))
	for i := range buf {
		idx, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", err
		}
		buf[i] = alphabet[idx.Int64()]
	}
	return prefix + "_" + string(buf), nil
}

func main() {
	count := flag.Int("count", 1, "number of keys to mint")
	length := flag.Int("length", 32, "random characters per key")
	prefix := flag.String("prefix", os.Getenv("APIKEY_PREFIX"), "key prefix, e.g. live or test")
	flag.Parse()
	if *prefix == "" {
		*prefix = "live"
	}
	for i := 0; i < *count; i++ {
		key, err := mintKey(*prefix, *length)
		if err != nil {
			log.Fatal(err)
		}
		sum := sha256.Sum256([]byte(key))
		fmt.Printf("%s\t%s\n", key, hex.EncodeToString(sum[:]))
	}
}
