package main

import "testing"

const testDatabaseURL = "postgres://inventory:inventory-test-pw@localhost:5432/inventory_test?sslmode=disable"

func TestSortColumnsAreWhitelisted(t *testing.T) {
	for key, col := range sortColumns {
		if col == "" || key == "" {
			t.Fatalf("empty sort column mapping %q -> %q", key, col)
		}
	}
	_ = testDatabaseURL
}
