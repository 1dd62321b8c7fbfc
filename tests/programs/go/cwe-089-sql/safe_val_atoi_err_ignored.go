// The Atoi error is discarded, but only the resulting int (0 on failure, then clamped to 1) is formatted with %d, so no request text reaches the SQL.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/jmoiron/sqlx"
)

func postsHandler(db *sqlx.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		if page < 1 {
			page = 1
		}
		q := fmt.Sprintf("SELECT title FROM posts ORDER BY id DESC LIMIT 20 OFFSET %d", (page-1)*20)
		var titles []string
		if err := sqlx.Select(db, &titles, q); err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(titles)
	}
}
