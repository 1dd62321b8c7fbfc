// the query value picks a file name out of a fixed map, with the comma-ok check
package main

import (
	"net/http"
	"os"
)

var reports = map[string]string{
	"daily":   "/srv/reports/daily.csv",
	"weekly":  "/srv/reports/weekly.csv",
	"monthly": "/srv/reports/monthly.csv",
}

func report(w http.ResponseWriter, r *http.Request) {
	path, ok := reports[r.URL.Query().Get("period")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		http.Error(w, "unavailable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/csv")
	w.Write(data)
}

func main() {
	http.HandleFunc("/report", report)
	http.ListenAndServe(":8080", nil)
}
