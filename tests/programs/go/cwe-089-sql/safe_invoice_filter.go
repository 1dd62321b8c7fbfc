// Invoice search service that filters a tenant's invoices by status.
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/go-chi/chi/v5"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type Invoice struct {
	ID       uint    `json:"id"`
	TenantID uint    `json:"tenant_id"`
	Number   string  `json:"number"`
	Status   string  `json:"status"`
	Amount   float64 `json:"amount"`
}

type invoiceHandler struct {
	db *gorm.DB
}

func (h *invoiceHandler) search(w http.ResponseWriter, r *http.Request) {
	tenantID, err := strconv.Atoi(chi.URLParam(r, "tenantID"))
	if err != nil {
		http.Error(w, "invalid tenant", http.StatusBadRequest)
		return
	}
	status := r.URL.Query().Get("status")
	var invoices []Invoice
	sql := "SELECT * FROM invoices WHERE tenant_id = ? AND status = ?"
	if err := h.db.Raw(sql, tenantID, status).Scan(&invoices).Error; err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(invoices)
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("DATABASE_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	h := &invoiceHandler{db: db}
	r := chi.NewRouter()
	r.Get("/tenants/{tenantID}/invoices", h.search)
	log.Fatal(http.ListenAndServe(":8090", r))
}
