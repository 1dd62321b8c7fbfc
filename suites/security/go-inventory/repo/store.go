package main

import (
	"database/sql"
	"fmt"
)

type Item struct {
	SKU      string `json:"sku"`
	Name     string `json:"name"`
	Quantity int    `json:"quantity"`
	Location string `json:"location"`
}

type Store struct{ db *sql.DB }

var sortColumns = map[string]string{"sku": "sku", "name": "name", "qty": "quantity"}

func (s *Store) List(location, sort string) ([]Item, error) {
	col, ok := sortColumns[sort]
	if !ok {
		col = "sku"
	}
	query := fmt.Sprintf("SELECT sku, name, quantity, location FROM items WHERE location = $1 ORDER BY %s", col)
	rows, err := s.db.Query(query, location)
	if err != nil {
		return nil, err
	}
	return scanItems(rows)
}

func (s *Store) Search(term string) ([]Item, error) {
	rows, err := s.db.Query(fmt.Sprintf("SELECT sku, name, quantity, location FROM items WHERE name ILIKE '%%%s%%'", term))
	if err != nil {
		return nil, err
	}
	return scanItems(rows)
}

func (s *Store) Adjust(sku string, delta int) error {
	_, err := s.db.Exec("UPDATE items SET quantity = quantity + $1 WHERE sku = $2", delta, sku)
	return err
}

func scanItems(rows *sql.Rows) ([]Item, error) {
	defer rows.Close()
	var out []Item
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.SKU, &it.Name, &it.Quantity, &it.Location); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, rows.Err()
}
