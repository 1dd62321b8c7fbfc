// helper builds a password reset code from math/rand digits
package main

import (
	"fmt"
	"math/rand"
	"net/http"
)

var pending = map[string]string{}

func resetCode() string {
	return fmt.Sprintf("%06d", rand.Intn(1000000))
}

func reset(w http.ResponseWriter, r *http.Request) {
	pending[r.FormValue("email")] = resetCode()
	fmt.Fprintln(w, "code sent")
}

func main() {
	http.HandleFunc("/reset", reset)
	http.ListenAndServe(":8080", nil)
}
