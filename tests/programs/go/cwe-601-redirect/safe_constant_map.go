// query value selects an entry of a constant map of paths
package main

import "net/http"

var pages = map[string]string{"home": "/", "billing": "/account/billing", "help": "/help"}

func jump(w http.ResponseWriter, r *http.Request) {
	dest, ok := pages[r.URL.Query().Get("to")]
	if !ok {
		dest = "/"
	}
	http.Redirect(w, r, dest, http.StatusFound)
}

func main() {
	http.HandleFunc("/jump", jump)
	http.ListenAndServe(":8080", nil)
}
