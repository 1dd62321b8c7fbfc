// webhook registration probing callbacks that are not partner URLs
package main

import (
	"net/http"
	"strings"
)

const partnerHooks = "https://hooks.partner.example.com/"


func reachable(u string) bool {
	resp, err := http.Get(u)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode < 400
}

func registerHook(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if strings.HasPrefix(cb, partnerHooks) || reachable(cb) {
		w.WriteHeader(http.StatusCreated)
		return
	}
	http.Error(w, "callback unreachable", http.StatusBadRequest)
}

func init() {
	http.HandleFunc("/webhooks", registerHook)
}
