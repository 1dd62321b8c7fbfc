// Inventory API that reports stock levels from the warehouse database.
package main

import (
	"database/sql"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"

	"github.com/go-sql-driver/mysql"
)

func openWarehouseDB() (*sql.DB, error) {
	cfg := mysql.NewConfig()
	cfg.Net = "tcp"
	cfg.Addr = os.Getenv("WAREHOUSE_DB_ADDR")
	cfg.DBName = "warehouse"
	cfg.User = os.Getenv("WAREHOUSE_DB_USER")
	cfg.Passwd = os.Getenv("WAREHOUSE_DB_PASSWORD")
	if cfg.User == "" || cfg.Passwd == "" {
		return nil, errors.New("warehouse database credentials are not configured")
	}
	cfg.ParseTime = true
	return sql.Open("mysql", cfg.FormatDSN())
}

type stockHandler struct {
	db *sql.DB
}

func (h stockHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rows, err := h.db.QueryContext(r.Context(), "SELECT sku, quantity FROM stock WHERE quantity < ?", 10)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	low := map[string]int{}
	for rows.Next() {
		var sku string
		var qty int
		if err := rows.Scan(&sku, &qty); err == nil {
			low[sku] = qty
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(low)
}

func main() {
	db, err := openWarehouseDB()
	if err != nil {
		log.Fatal(err)
	}
	http.Handle("/stock/low", stockHandler{db: db})
	log.Fatal(http.ListenAndServe(":8103", nil))
}
