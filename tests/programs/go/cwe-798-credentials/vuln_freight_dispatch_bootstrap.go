// Startup wiring for the freight-dispatch service: opens the Postgres pool and builds the carrier-rates client.
package bootstrap

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
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

func loadDBConfig() DBConfig {
	return DBConfig{
		Host:     envOr("DISPATCH_DB_HOST", "pg-primary.logistics.internal:5432"),
		Name:     envOr("DISPATCH_DB_NAME", "dispatch"),
		User:     envOr("DISPATCH_DB_USER", "dispatch_app"),
		Password: "Fr8!Disp4tch-2024#pg",
	}
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
	db, err := sqlx.Connect("postgres", loadDBConfig().DSN())
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
