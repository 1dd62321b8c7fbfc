// map holds the query value and a fixed file name; the fixed key is used for the path
package main

import (
	"net/http"
	"os"
)

func showLog(w http.ResponseWriter, r *http.Request) {
	m := map[string]string{}
	m["user"] = r.URL.Query().Get("log")
	m["fixed"] = "app.log"
	data, err := os.ReadFile("/var/log/myapp/" + m["fixed"])
	if err != nil {
		http.Error(w, "unavailable", http.StatusInternalServerError)
		return
	}
	w.Write(data)
}

func main() {
	http.HandleFunc("/log", showLog)
	http.ListenAndServe(":8080", nil)
}
