package main

import "os"

type Config struct {
	Addr        string
	DatabaseURL string
	LabelsDir   string
	SupplierAPI string
	AdminToken  string
}

func loadConfig() Config {
	return Config{
		Addr:        getenv("ADDR", "127.0.0.1:8088"),
		DatabaseURL: getenv("DATABASE_URL", "postgres://localhost/inventory?sslmode=disable"),
		LabelsDir:   getenv("LABELS_DIR", "/srv/inventory/labels"),
		SupplierAPI: getenv("SUPPLIER_API", "https://api.supplier.example/v1"),
		AdminToken:  os.Getenv("ADMIN_TOKEN"),
	}
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
