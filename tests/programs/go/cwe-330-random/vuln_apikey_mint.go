// Command apikey-mint issues new customer API keys and prints their hashes for import.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"time"
)

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

func mintKey(rng *rand.Rand, prefix string, n int) string {
	buf := make([]byte, n)
	for i := range buf {
		buf[i] = alphabet[rng.Intn(len(alphabet))]
	}
	return prefix + "_" + string(buf)
}

func main() {
	count := flag.Int("count", 1, "number of keys to mint")
	length := flag.Int("length", 32, "random characters per key")
	prefix := flag.String("prefix", os.Getenv("APIKEY_PREFIX"), "key prefix, e.g. live or test")
	flag.Parse()
	if *prefix == "" {
		*prefix = "live"
	}
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for i := 0; i < *count; i++ {
		key := mintKey(rng, *prefix, *length)
		sum := sha256.Sum256([]byte(key))
		fmt.Printf("%s\t%s\n", key, hex.EncodeToString(sum[:]))
	}
}
