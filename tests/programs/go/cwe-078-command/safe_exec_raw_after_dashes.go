// Looks up a domain with whois: the value comes after `--`, so it is only the operand.
package main

import (
	"net/http"
	"os/exec"
)

func whois(w http.ResponseWriter, r *http.Request) {
	domain := r.URL.Query().Get("domain")
	out, err := exec.Command("whois", "--", domain).Output()
	if err != nil {
		http.Error(w, "failed", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}

func main() {
	http.HandleFunc("/whois", whois)
	http.ListenAndServe(":8080", nil)
}
