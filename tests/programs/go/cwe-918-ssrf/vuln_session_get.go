// Fetches the avatar image at the address the user typed.
package main

import (
	"io"
	"net/http"
)

func avatar(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(r.FormValue("avatar"))
	if err != nil {
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

func main() { http.HandleFunc("/avatar", avatar); http.ListenAndServe(":8080", nil) }
