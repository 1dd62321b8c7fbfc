// Database bootstrap for the inventory service that opens a pooled Postgres connection.
package storage

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"time"

	_ "github.com/lib/pq"
)

type DBConfig struct {
	Host     string
	Port     int
	User     string
	Password string
	Name     string
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func loadConfig() (DBConfig, error) {
	password := os.Getenv("INVENTORY_DB_PASSWORD")
	if password == "" {
		return DBConfig{}, errors.New("INVENTORY_DB_PASSWORD is not set")
	}
	return DBConfig{
		Host:     envOr("INVENTORY_DB_HOST", "localhost"),
		Port:     5432,
		User:     envOr("INVENTORY_DB_USER", "inventory_svc"),
		Password: password,
		Name:     "inventory",
	}, nil
}

func Open() (*sql.DB, error) {
	cfg, err := loadConfig()
	if err != nil {
		return nil, err
	}
	dsn := fmt.Sprintf("host=%s port=%d user=%s password=%s dbname=%s sslmode=require",
		cfg.Host, cfg.Port, cfg.User, cfg.Password, cfg.Name)
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(20)
	db.SetMaxIdleConns(5)
	db.SetConnMaxLifetime(30 * time.Minute)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("inventory db unreachable: %w", err)
	}
	return db, nil
}
