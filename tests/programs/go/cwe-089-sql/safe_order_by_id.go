// Order lookup endpoint that returns an order's status by numeric id.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	_ "github.com/lib/pq"
)

var ordersDB *sql.DB

func orderStatus(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.URL.Query().Get("id"))
	if err != nil {
		http.Error(w, "id must be a number", http.StatusBadRequest)
		return
	}
	var status string
	q := fmt.Sprintf("SELECT status FROM orders WHERE id = %d", id)
	if err := ordersDB.QueryRow(q).Scan(&status); err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"status": status})
}

func main() {
	http.HandleFunc("/orders/status", orderStatus)
}
