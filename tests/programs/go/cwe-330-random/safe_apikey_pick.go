// Spreads outgoing calls across the provider keys from configuration.
package main

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var keys = strings.Split(os.Getenv("PROVIDER_KEYS"), ",")

func next() string {
	apiKey := keys[rand.Intn(len(keys))]
	return apiKey
}

func main() { fmt.Println(next()) }
