// password stored with bcrypt at the default cost
package main

import (
	"net/http"

	"golang.org/x/crypto/bcrypt"
)

var users = map[string][]byte{}

func signup(w http.ResponseWriter, r *http.Request) {
	hash, err := bcrypt.GenerateFromPassword([]byte(r.FormValue("password")), bcrypt.DefaultCost)
	if err != nil {
		http.Error(w, "hash", http.StatusInternalServerError)
		return
	}
	users[r.FormValue("user")] = hash
	w.WriteHeader(http.StatusCreated)
}

func main() {
	http.HandleFunc("/signup", signup)
	http.ListenAndServe(":8080", nil)
}
