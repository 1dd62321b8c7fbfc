// Online banking endpoint that lists an account's transactions in a caller-selected order.
package banking

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

var sortColumns = map[string]string{
	"date":   "t.posted_at",
	"amount": "t.amount_cents",
	"payee":  "t.payee_name",
}

type Transaction struct {
	ID       int64     `json:"id"`
	PostedAt time.Time `json:"posted_at"`
	Amount   int64     `json:"amount_cents"`
	Payee    string    `json:"payee"`
}

type StatementService struct {
	DB *sql.DB
}

func orderClause(order string) string {
	field, dir, _ := strings.Cut(order, ":")
	column, ok := sortColumns[field]
	if !ok {
		column = "t.posted_at"
	}
	if strings.EqualFold(dir, "asc") {
		dir = "ASC"
	} else {
		dir = "DESC"
	}
	return fmt.Sprintf("ORDER BY %s %s", column, dir)
}

func (s *StatementService) List(w http.ResponseWriter, r *http.Request) {
	accountID := r.URL.Query().Get("account")
	customerID := r.Header.Get("X-Authenticated-Customer")
	query := "SELECT t.id, t.posted_at, t.amount_cents, t.payee_name FROM transactions t " +
		"JOIN accounts a ON a.id = t.account_id WHERE t.account_id = $1 AND a.owner_id = $2 " +
		orderClause(r.URL.Query().Get("order")) + " LIMIT 500"
	rows, err := s.DB.QueryContext(r.Context(), query, accountID, customerID)
	if err != nil {
		http.Error(w, "statement unavailable", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	txs := []Transaction{}
	for rows.Next() {
		var t Transaction
		if err := rows.Scan(&t.ID, &t.PostedAt, &t.Amount, &t.Payee); err != nil {
			http.Error(w, "statement unavailable", http.StatusInternalServerError)
			return
		}
		txs = append(txs, t)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(txs)
}
