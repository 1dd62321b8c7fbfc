// Registers callback URLs and pings a registered one.
package main

import (
	"net/http"
	"sync"
)

var (
	mu        sync.Mutex
	callbacks = map[string]bool{}
)

func register(w http.ResponseWriter, r *http.Request) {
	mu.Lock()
	callbacks[r.FormValue("url")] = true
	mu.Unlock()
}

func ping(w http.ResponseWriter, r *http.Request) {
	target := r.FormValue("url")
	mu.Lock()
	_, ok := callbacks[target]
	mu.Unlock()
	if !ok {
		http.Error(w, "unknown callback", http.StatusNotFound)
		return
	}
	resp, err := http.Post(target, "application/json", nil)
	if err == nil {
		resp.Body.Close()
	}
}

func main() {
	http.HandleFunc("/register", register)
	http.HandleFunc("/ping", ping)
	http.ListenAndServe(":8080", nil)
}
