// Chi catalog endpoint that lists products in a category with a chosen sort column.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

var catalogDB *sqlx.DB

type catalogItem struct {
	ID    int     `db:"id" json:"id"`
	Title string  `db:"title" json:"title"`
	Price float64 `db:"price" json:"price"`
}

func listCatalog(w http.ResponseWriter, r *http.Request) {
	category := chi.URLParam(r, "category")
	sortCol := r.URL.Query().Get("sort")
	var items []catalogItem
	query := "SELECT id, title, price FROM products WHERE category = $1 ORDER BY " + sortCol
	if err := catalogDB.Select(&items, query, category); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(items)
}

func main() {
	r := chi.NewRouter()
	r.Get("/catalog/{category}", listCatalog)
}
