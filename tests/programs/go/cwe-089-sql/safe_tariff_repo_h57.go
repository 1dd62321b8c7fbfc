// Tariff plan lookup API for a mobile operator: controller, service and SQL repository wiring.
package tariffs

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

type TariffDTO struct {
	Code    string  `json:"code"`
	Name    string  `json:"name"`
	Monthly float64 `json:"monthly"`
}

type TariffRepository interface {
	FindByRegion(region string) ([]TariffDTO, error)
}

type sqlTariffRepository struct{ db *sql.DB }

func NewTariffRepository(db *sql.DB) TariffRepository { return &sqlTariffRepository{db: db} }

func (r *sqlTariffRepository) FindByRegion(region string) ([]TariffDTO, error) {
	const query = "SELECT code, name, monthly_fee FROM tariffs WHERE region = $1 AND active = true ORDER BY monthly_fee"
	rows, err := r.db.Query(query, region)
	if err != nil {
		return nil, fmt.Errorf("tariff query: %w", err)
	}
	defer rows.Close()
	var out []TariffDTO
	for rows.Next() {
		var t TariffDTO
		if err := rows.Scan(&t.Code, &t.Name, &t.Monthly); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

type TariffService struct{ repo TariffRepository }

func NewTariffService(repo TariffRepository) *TariffService { return &TariffService{repo: repo} }

func (s *TariffService) ListForRegion(region string) ([]TariffDTO, error) {
	region = strings.TrimSpace(strings.ToLower(region))
	if region == "" {
		region = "national"
	}
	return s.repo.FindByRegion(region)
}

type TariffController struct{ svc *TariffService }

func NewTariffController(svc *TariffService) *TariffController { return &TariffController{svc: svc} }

func (c *TariffController) List(w http.ResponseWriter, r *http.Request) {
	plans, err := c.svc.ListForRegion(r.URL.Query().Get("region"))
	if err != nil {
		http.Error(w, "tariff lookup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(plans)
}
