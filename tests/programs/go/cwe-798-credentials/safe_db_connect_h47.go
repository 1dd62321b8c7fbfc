// Builds the PostgreSQL connection pool for the orders service from environment settings.
package storage

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type DBConfig struct {
	Host     string
	Port     string
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

func LoadDBConfig() (DBConfig, error) {
	cfg := DBConfig{
		Host:     envOr("ORDERS_DB_HOST", "orders-db.internal"),
		Port:     envOr("ORDERS_DB_PORT", "5432"),
		User:     envOr("ORDERS_DB_USER", "orders_app"),
		Password: os.Getenv("ORDERS_DB_PASSWORD"),
		Name:     envOr("ORDERS_DB_NAME", "orders"),
	}
	if cfg.Password == "" {
		return DBConfig{}, errors.New("ORDERS_DB_PASSWORD is not set")
	}
	return cfg, nil
}

func (c DBConfig) DSN() string {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(c.User, c.Password),
		Host:     c.Host + ":" + c.Port,
		Path:     "/" + c.Name,
		RawQuery: "sslmode=verify-full",
	}
	return u.String()
}

func Connect(ctx context.Context) (*pgxpool.Pool, error) {
	cfg, err := LoadDBConfig()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	pool, err := pgxpool.New(ctx, cfg.DSN())
	if err != nil {
		return nil, fmt.Errorf("connect orders db: %w", err)
	}
	return pool, nil
}
