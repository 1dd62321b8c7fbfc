// Opens the PostgreSQL connection pool used by the billing service.
package billingdb

import (
	"database/sql"
	"errors"
	"net/url"
	"os"
	"time"

	_ "github.com/lib/pq"
)

type Config struct {
	Host     string
	User     string
	Password string
	Name     string
	MaxConns int
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func ConfigFromEnv() (Config, error) {
	cfg := Config{
		Host:     getenv("BILLING_DB_HOST", "billing-db.internal:5432"),
		User:     getenv("BILLING_DB_USER", "billing_app"),
		Password: getenv("BILLING_DB_PASSWORD", "Xk9#mB2!vQ7rLp4z"),
		Name:     getenv("BILLING_DB_NAME", "billing"),
		MaxConns: 20,
	}
	if cfg.Password == "" {
		return cfg, errors.New("BILLING_DB_PASSWORD is not set")
	}
	return cfg, nil
}

func Open(cfg Config) (*sql.DB, error) {
	dsn := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(cfg.User, cfg.Password),
		Host:     cfg.Host,
		Path:     "/" + cfg.Name,
		RawQuery: "sslmode=verify-full",
	}
	db, err := sql.Open("postgres", dsn.String())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(cfg.MaxConns)
	db.SetConnMaxLifetime(30 * time.Minute)
	return db, db.Ping()
}
