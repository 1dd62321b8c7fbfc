// Fetches a preview for a job decoded from the JSON body.
package main

import (
	"encoding/json"
	"net/http"
	"net/url"
)

type job struct {
	Target string `json:"target"`
	Tries  int    `json:"tries"`
}

func (j job) Run() {
	resp, err := http.Get("https://cdn.acme-corp.com/" + url.PathEscape(j.Target))
	if err == nil {
		resp.Body.Close()
	}
}

func handler(w http.ResponseWriter, r *http.Request) {
	var j job
	if err := json.NewDecoder(r.Body).Decode(&j); err != nil {
		return
	}
	j.Run()
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
