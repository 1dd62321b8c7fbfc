// Lists the payslips of a pay period for the payroll admin screen, with user-selected ordering.
package payroll

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/jmoiron/sqlx"
)

type Payslip struct {
	EmployeeID int64   `db:"employee_id" json:"employee_id"`
	LastName   string  `db:"last_name" json:"last_name"`
	Department string  `db:"department" json:"department"`
	Gross      float64 `db:"gross" json:"gross"`
	Net        float64 `db:"net" json:"net"`
}

type PayslipAPI struct {
	DB *sqlx.DB
}

func orderClause(col, dir string) string {
	dir = strings.ToUpper(dir)
	if dir != "ASC" && dir != "DESC" {
		dir = "ASC"
	}
	if col == "" {
		col = "last_name"
	}
	return fmt.Sprintf("ORDER BY %s %s", col, dir)
}

func (a *PayslipAPI) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	period := q.Get("period")
	if period == "" {
		http.Error(w, "period required", http.StatusBadRequest)
		return
	}
	query := "SELECT employee_id, last_name, department, gross, net FROM payslips WHERE period = $1 " +
		orderClause(q.Get("sort"), q.Get("dir"))
	var slips []Payslip
	if err := a.DB.SelectContext(r.Context(), &slips, query, period); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(slips)
}
