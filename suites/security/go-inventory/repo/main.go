package main

import (
	"crypto/subtle"
	"database/sql"
	"encoding/json"
	"fmt"
	"html"
	"log"
	"net/http"
	"strconv"

	_ "github.com/lib/pq"
)

type App struct {
	cfg   Config
	store *Store
}

func (a *App) requireAdmin(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token := r.Header.Get("X-Admin-Token")
		if a.cfg.AdminToken == "" || subtle.ConstantTimeCompare([]byte(token), []byte(a.cfg.AdminToken)) != 1 {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next(w, r)
	}
}

func (a *App) listItems(w http.ResponseWriter, r *http.Request) {
	items, err := a.store.List(r.URL.Query().Get("location"), r.URL.Query().Get("sort"))
	if err != nil {
		http.Error(w, "db error", http.StatusInternalServerError)
		return
	}
	body, _ := json.Marshal(items)
	w.Header().Set("ETag", etag(body))
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}

func (a *App) searchPage(w http.ResponseWriter, r *http.Request) {
	term := r.URL.Query().Get("q")
	items, err := a.store.Search(term)
	if err != nil {
		http.Error(w, "db error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<h1>%d results for %s</h1><ul>", len(items), term)
	for _, it := range items {
		fmt.Fprintf(w, "<li>%s (%d)</li>", html.EscapeString(it.Name), it.Quantity)
	}
	fmt.Fprint(w, "</ul>")
}

func (a *App) adjust(w http.ResponseWriter, r *http.Request) {
	delta, err := strconv.Atoi(r.FormValue("delta"))
	if err != nil {
		http.Error(w, "bad delta", http.StatusBadRequest)
		return
	}
	if err := a.store.Adjust(r.FormValue("sku"), delta); err != nil {
		http.Error(w, "db error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	cfg := loadConfig()
	db, err := sql.Open("postgres", cfg.DatabaseURL)
	if err != nil {
		log.Fatal(err)
	}
	app := &App{cfg: cfg, store: &Store{db: db}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /items", app.listItems)
	mux.HandleFunc("GET /search", app.searchPage)
	mux.HandleFunc("POST /items/adjust", app.adjust)
	mux.HandleFunc("GET /labels", app.downloadLabel)
	mux.HandleFunc("POST /labels/print", app.requireAdmin(app.printLabel))
	mux.HandleFunc("GET /supplier/stock", app.supplierStock)
	mux.HandleFunc("POST /supplier/callback-test", app.testCallback)
	log.Fatal(http.ListenAndServe(cfg.Addr, mux))
}
