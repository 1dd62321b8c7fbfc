// Chi catalog endpoint that lists accessories in a category with a chosen sort column.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

var accessoryDB *sqlx.DB

type accessoryItem struct {
	ID    int     `db:"id" json:"id"`
	Title string  `db:"title" json:"title"`
	Price float64 `db:"price" json:"price"`
}

var accessorySortColumns = map[string]string{
	"price":  "price",
	"title":  "title",
	"newest": "created_at DESC",
}

func listAccessories(w http.ResponseWriter, r *http.Request) {
	category := chi.URLParam(r, "category")
	orderBy, ok := accessorySortColumns[r.URL.Query().Get("sort")]
	if !ok {
		orderBy = "id"
	}
	var items []accessoryItem
	query := "SELECT id, title, price FROM accessories WHERE category = $1 ORDER BY " + orderBy
	if err := accessoryDB.Select(&items, query, category); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(items)
}

func main() {
	r := chi.NewRouter()
	r.Get("/accessories/{category}", listAccessories)
}
