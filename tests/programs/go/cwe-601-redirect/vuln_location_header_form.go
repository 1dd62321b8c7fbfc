// Location header set from a form value
package main

import "net/http"

func cont(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Location", r.FormValue("return_to"))
	w.WriteHeader(http.StatusSeeOther)
}

func main() {
	http.HandleFunc("/continue", cont)
	http.ListenAndServe(":8080", nil)
}
