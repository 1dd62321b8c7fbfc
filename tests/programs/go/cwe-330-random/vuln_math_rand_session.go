// session cookie value from math/rand
package main

import (
	"fmt"
	"math/rand"
	"net/http"
)

func login(w http.ResponseWriter, r *http.Request) {
	sid := fmt.Sprintf("%016x%016x", rand.Int63(), rand.Int63())
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: sid, HttpOnly: true})
	fmt.Fprintln(w, "welcome")
}

func main() {
	http.HandleFunc("/login", login)
	http.ListenAndServe(":8080", nil)
}
