// fixed API host; only a number parsed with strconv.Atoi goes into the path
package main

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
)

func item(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.URL.Query().Get("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	resp, err := http.Get(fmt.Sprintf("https://inventory.example.com/items/%d", id))
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

func main() {
	http.HandleFunc("/item", item)
	http.ListenAndServe(":8080", nil)
}
