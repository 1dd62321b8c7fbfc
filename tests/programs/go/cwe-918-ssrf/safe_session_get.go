// Shows the user's saved preferences from their session.
package main

import (
	"fmt"
	"net/http"

	"github.com/gorilla/sessions"
)

var store = sessions.NewCookieStore([]byte("k"))

func prefs(w http.ResponseWriter, r *http.Request) {
	session, _ := store.Get(r, "http-session")
	fmt.Fprintf(w, "theme=%v", session.Values["theme"] == "dark")
}

func main() { http.HandleFunc("/prefs", prefs); http.ListenAndServe(":8080", nil) }
