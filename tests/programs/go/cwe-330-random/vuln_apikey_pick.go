// Creates an API key for a newly registered client application.
package main

import (
	"fmt"
	"math/rand"
)

const chars = "abcdefghijklmnopqrstuvwxyz0123456789"

func create() string {
	b := make([]byte, 32)
	for i := range b {
		b[i] = chars[rand.Intn(len(chars))]
	}
	apiKey := string(b)
	return apiKey
}

func main() { fmt.Println(create()) }
