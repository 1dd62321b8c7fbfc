// password reset token from SHA-1 of the email and the current time
package main

import (
	"crypto/sha1"
	"fmt"
	"net/http"
	"time"
)

func forgot(w http.ResponseWriter, r *http.Request) {
	seed := fmt.Sprintf("%s:%d", r.FormValue("email"), time.Now().Unix())
	h := sha1.New()
	h.Write([]byte(seed))
	fmt.Fprintf(w, "/reset?token=%x", h.Sum(nil))
}

func main() {
	http.HandleFunc("/forgot", forgot)
	http.ListenAndServe(":8080", nil)
}
