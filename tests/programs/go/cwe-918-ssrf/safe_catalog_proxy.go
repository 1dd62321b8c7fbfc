// Storefront endpoint that fetches item stock from the internal catalog service by item id.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

var catalogServiceClient = &http.Client{Timeout: 5 * time.Second}

func itemStock(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.URL.Query().Get("item"))
	if err != nil || id <= 0 {
		http.Error(w, "invalid item", http.StatusBadRequest)
		return
	}
	resp, err := catalogServiceClient.Get(fmt.Sprintf("https://catalog.internal.example.com/v2/items/%d/stock", id))
	if err != nil {
		http.Error(w, "catalog unavailable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	var stock struct {
		Available int `json:"available"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&stock); err != nil {
		http.Error(w, "bad catalog reply", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]int{"available": stock.Available})
}

func main() {
	http.HandleFunc("/store/stock", itemStock)
}
