// Database bootstrap for the core banking ledger service.
package ledgerdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"time"

	_ "github.com/lib/pq"
)

type Config struct {
	Host     string
	Port     int
	User     string
	Password string
	Name     string
	SSLMode  string
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func LoadConfig() (Config, error) {
	password := os.Getenv("LEDGER_DB_PASSWORD")
	if password == "" {
		return Config{}, errors.New("LEDGER_DB_PASSWORD must be set")
	}
	return Config{
		Host:     envOr("LEDGER_DB_HOST", "ledger-db.internal"),
		Port:     5432,
		User:     envOr("LEDGER_DB_USER", "ledger_app"),
		Password: password,
		Name:     "ledger",
		SSLMode:  "verify-full",
	}, nil
}

func (c Config) DSN() string {
	return fmt.Sprintf("host=%s port=%d user=%s password=%s dbname=%s sslmode=%s",
		c.Host, c.Port, c.User, c.Password, c.Name, c.SSLMode)
}

func Open(ctx context.Context) (*sql.DB, error) {
	cfg, err := LoadConfig()
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("postgres", cfg.DSN())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxLifetime(30 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}
