// Post-signup handler that sends the user on to the section they picked.
package main

import "net/http"

var signupDestinations = map[string]string{
	"dashboard": "/dashboard",
	"billing":   "/settings/billing",
	"team":      "/settings/team",
}

func continueAfterSignup(w http.ResponseWriter, r *http.Request) {
	dest, ok := signupDestinations[r.URL.Query().Get("next")]
	if !ok {
		dest = "/dashboard"
	}
	http.Redirect(w, r, dest, http.StatusFound)
}

func main() {
	http.HandleFunc("/signup/continue", continueAfterSignup)
}
