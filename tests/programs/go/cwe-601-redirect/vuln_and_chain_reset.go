// Go logout handler sending the browser to a local page afterwards
package handlers

import (
	"net/http"
	"strings"
)

func LogoutLoose(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("next")
	if target == "" && !strings.HasPrefix(target, "/") {
		target = "/"
	}
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "", MaxAge: -1})
	http.Redirect(w, r, target, http.StatusFound)
}
