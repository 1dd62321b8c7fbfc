// Startup wiring for the freight-dispatch service: opens the Postgres pool and builds the carrier-rates client.
package bootstrap

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

type DBConfig struct {
	Host     string
	Name     string
	User     string
	Password string
}

func loadDBConfig() (DBConfig, error) {
	pw, err := os.ReadFile(envOr("DISPATCH_DB_PASSWORD_FILE", "/run/secrets/dispatch_db_password"))
	if err != nil {
		return DBConfig{}, fmt.Errorf("read db password: %w", err)
	}
	return DBConfig{
		Host:     envOr("DISPATCH_DB_HOST", "pg-primary.logistics.internal:5432"),
		Name:     envOr("DISPATCH_DB_NAME", "dispatch"),
		User:     envOr("DISPATCH_DB_USER", "dispatch_app"),
		Password: strings.TrimSpace(string(pw)),
	}, nil
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func (c DBConfig) DSN() string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(c.User, c.Password),
		Host:     c.Host,
		Path:     "/" + c.Name,
		RawQuery: "sslmode=verify-full",
	}
	return u.String()
}

func OpenDB() (*sqlx.DB, error) {
	cfg, err := loadDBConfig()
	if err != nil {
		return nil, err
	}
	db, err := sqlx.Connect("postgres", cfg.DSN())
	if err != nil {
		return nil, fmt.Errorf("connect dispatch db: %w", err)
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxIdleTime(5 * time.Minute)
	return db, nil
}

func NewRatesClient() *http.Client {
	return &http.Client{Timeout: 10 * time.Second}
}
