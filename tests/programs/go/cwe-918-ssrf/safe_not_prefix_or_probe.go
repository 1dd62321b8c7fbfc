// webhook registration accepting partner callbacks that answer
package main

import (
	"net/http"
	"strings"
)

const partnerOnly = "https://hooks.partner.example.com/"


func answers(u string) bool {
	resp, err := http.Get(u)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode < 400
}

func registerPartnerHook(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if !strings.HasPrefix(cb, partnerOnly) || !answers(cb) {
		http.Error(w, "callback rejected", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func init() {
	http.HandleFunc("/partner-webhooks", registerPartnerHook)
}
