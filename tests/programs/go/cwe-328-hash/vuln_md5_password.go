// signup stores the password as an MD5 hex digest
package main

import (
	"crypto/md5"
	"encoding/hex"
	"net/http"
)

var users = map[string]string{}

func signup(w http.ResponseWriter, r *http.Request) {
	sum := md5.Sum([]byte(r.FormValue("password")))
	users[r.FormValue("user")] = hex.EncodeToString(sum[:])
	w.WriteHeader(http.StatusCreated)
}

func main() {
	http.HandleFunc("/signup", signup)
	http.ListenAndServe(":8080", nil)
}
