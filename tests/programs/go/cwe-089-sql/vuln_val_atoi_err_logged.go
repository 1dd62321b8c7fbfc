// strconv.Atoi is used only as a test; its error is logged, not returned, and the original string is concatenated into the SQL.
package main

import (
	"database/sql"
	"log"
	"net/http"
	"strconv"
)

func userHandler(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.URL.Query().Get("id")
		if _, err := strconv.Atoi(id); err != nil {
			log.Printf("non-numeric id %q", id)
		}
		var email string
		err := db.QueryRow("SELECT email FROM users WHERE id = " + id).Scan(&email)
		if err != nil {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte(email))
	}
}
