// math/rand only shuffles featured products shown on the home page
package main

import (
	"encoding/json"
	"math/rand"
	"net/http"
)

var featured = []string{"lamp", "desk", "chair", "shelf", "rug"}

func home(w http.ResponseWriter, r *http.Request) {
	list := append([]string(nil), featured...)
	rand.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	json.NewEncoder(w).Encode(list[:3])
}

func main() {
	http.HandleFunc("/", home)
	http.ListenAndServe(":8080", nil)
}
